import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { NotFoundPage } from './not-found-page';
import { RouteErrorScreen } from './route-error-screen';

describe('NotFoundPage', () => {
  it('says the page was not found and links home', () => {
    const router = createMemoryRouter([{ path: '*', element: <NotFoundPage /> }], { initialEntries: ['/does-not-exist'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back home' })).toHaveAttribute('href', '/');
    // Where to go next, and no promise that the visitor's data is safe (a 404 cannot know).
    expect(screen.getByRole('link', { name: 'Run a free exposure check' })).toHaveAttribute('href', '/breach-check');
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');
    expect(document.body).not.toHaveTextContent(/safe/i);
  });
});

describe('RouteErrorScreen', () => {
  it('shows the status of a thrown response', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          throw new Response('Service unavailable', { status: 503, statusText: 'Service Unavailable' });
        },
        element: <p>never</p>,
        HydrateFallback: () => null,
        errorElement: <RouteErrorScreen />,
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Service unavailable');
    // An error tells nothing about whether the visitor's data is safe: no such promise.
    expect(document.body).not.toHaveTextContent(/information is safe/i);
  });

  it('shows the message of a thrown error', async () => {
    const Boom = () => {
      throw new Error('Could not draw the page');
    };
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <RouteErrorScreen /> }]);
    // React logs the caught render error; that noise is expected here.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not draw the page');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    spy.mockRestore();
  });
});

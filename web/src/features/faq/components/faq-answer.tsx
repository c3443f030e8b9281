import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { FaqQuestion } from '../data';

const linkClass =
  'inline-flex items-center gap-1 rounded font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700';

/** Renders an answer's paragraphs, bullet lists and follow-up links. */
export function FaqAnswer({ question }: { question: FaqQuestion }) {
  return (
    <div className="space-y-3 leading-relaxed">
      {question.answer.map((block, index) =>
        typeof block === 'string' ? (
          <p key={index}>{block}</p>
        ) : (
          <ul key={index} className="list-disc space-y-1.5 pl-5 marker:text-indigo-600">
            {block.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
      {question.links && (
        <ul className="flex flex-wrap gap-x-5 gap-y-2 pt-1">
          {question.links.map((link) => (
            <li key={link.href}>
              {link.href.startsWith('/') ? (
                <Link to={link.href} className={linkClass}>
                  {link.label}
                </Link>
              ) : (
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

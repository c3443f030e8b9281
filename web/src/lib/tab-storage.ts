/**
 * This tab's sessionStorage, or undefined where the browser blocks storage (a privacy setting,
 * a sandboxed frame): reading `window.sessionStorage` itself throws there.
 */
export function tabStorage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

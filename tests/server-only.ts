// Jest runs outside React's server environment; the real `server-only` would throw on import.
export {};

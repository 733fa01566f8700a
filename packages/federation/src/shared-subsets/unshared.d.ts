// The packages themselves under the names the subset modules import them by (`UNSHARED_ALIASES`).
declare module '@travel/unshared-react-query' {
  export * from '@tanstack/react-query';
}

declare module '@travel/unshared-react-i18next' {
  export * from 'react-i18next';
}

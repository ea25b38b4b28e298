/** Replaced at build time by vite `define` with the version from package.json. */
declare const __APP_VERSION__: string;

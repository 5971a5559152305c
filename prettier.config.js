// Prettier, set to the code's own style so a first `npm run lint:fix` changes as little
// as it can: single quotes, semicolons, trailing commas wherever ES2017 allows them,
// parentheses around every arrow parameter, and long lines (the code runs to ~140
// columns; 140 changes the fewest lines of the widths tried between 120 and 160 that
// still keeps lines readable side by side).
// `embeddedLanguageFormatting: 'off'`: the text of Lit's html`` and css`` templates is
// left exactly as written (whitespace there is rendered, and the bundle squeezes it
// itself: see vite.config.ts); only the JS inside `${...}` is formatted.
/** @type {import('prettier').Config} */
export default {
  printWidth: 140,
  singleQuote: true,
  trailingComma: 'all',
  arrowParens: 'always',
  embeddedLanguageFormatting: 'off',
};

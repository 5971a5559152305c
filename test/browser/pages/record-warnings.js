// Loaded first (a classic script): records every console.warn of this page in
// window.warnings (and still prints it), for the test in the parent page.
window.warnings = [];
const pageWarn = console.warn;
console.warn = (...args) => {
  window.warnings.push(args.map(String).join(' '));
  pageWarn.apply(console, args);
};

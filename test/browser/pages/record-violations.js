// Loaded first (a classic script, no module): records every Content-Security-Policy
// violation of this page in window.cspViolations, and every uncaught error in
// window.pageErrors, for the test in the parent page.
window.cspViolations = [];
window.pageErrors = [];
window.addEventListener('error', (e) => window.pageErrors.push(String(e.message)));
window.addEventListener('unhandledrejection', (e) => window.pageErrors.push(String(e.reason)));
document.addEventListener('securitypolicyviolation', (e) => {
  window.cspViolations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile });
});

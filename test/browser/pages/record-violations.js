// Loaded first (a classic script, no module): records every Content-Security-Policy
// violation of this page in window.cspViolations, for the test in the parent page.
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.cspViolations.push({ directive: e.effectiveDirective, blocked: e.blockedURI, sample: e.sample, source: e.sourceFile });
});

// Loaded first (a classic script): records the duration of every main-thread task over
// 50 ms (the Long Tasks API) from the page's start, in window.longTasks.
window.longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.longTasks.push({ start: Math.round(entry.startTime), ms: Math.round(entry.duration) });
}).observe({ type: 'longtask' });
// The bundle defines the element as it loads; dealing starts in the tasks after that one.
customElements.whenDefined('tri-peaks-game').then(() => (window.definedAt = performance.now()));

// Loaded first (a classic script): wraps the page's Worker constructor to record the
// workers the page tries to start and the jobs it sends them, in window.workerLog.
window.workerLog = { tried: 0, started: [], jobs: [], answers: 0, errors: 0 };
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url, options) {
    window.workerLog.tried++;
    super(url, options);
    window.workerLog.started.push({ url: String(url), type: options && options.type });
    this.addEventListener('message', () => window.workerLog.answers++);
    this.addEventListener('error', () => window.workerLog.errors++);
  }

  postMessage(message, ...rest) {
    window.workerLog.jobs.push(message.job);
    super.postMessage(message, ...rest);
  }
};

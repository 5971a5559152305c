// Loaded first (a classic script): wraps the page's Worker constructor to record the
// workers the page tries to start, the jobs it sends them and the workers it ends, in window.workerLog.
window.workerLog = { tried: 0, started: [], jobs: [], answers: 0, errors: 0, terminated: 0 };
const PageWorker = window.Worker;
window.Worker = class extends PageWorker {
  constructor(url, options) {
    window.workerLog.tried++;
    super(url, options);
    window.workerLog.started.push({ url: String(url), type: options && options.type });
    // Answers, not the word that a long job is still at it.
    this.addEventListener('message', (e) => e.data.working || window.workerLog.answers++);
    this.addEventListener('error', () => window.workerLog.errors++);
  }

  terminate() {
    window.workerLog.terminated++;
    super.terminate();
  }

  postMessage(message, ...rest) {
    window.workerLog.jobs.push(message.job.kind);
    super.postMessage(message, ...rest);
  }
};

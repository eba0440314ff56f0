/**
 * Runs child processes as one: the first to end decides this process's exit code, so a script or CI step that starts
 * the stack can tell it never came up (a mock that refused its flags ends `npm start` with its own code), and the
 * others are then stopped, their ends saying nothing more. A signal to this process stops every child, and the exit
 * code stays 0: the person asked for the stop. `stopChild` says how one child is stopped (a process group, say).
 */
export function superviseChildren(children, stopChild = (child) => child.kill('SIGTERM'), signals = ['SIGINT', 'SIGTERM']) {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      if (child.exitCode === null && child.signalCode === null && child.pid) stopChild(child);
    }
  };
  for (const signal of signals) process.on(signal, stop);
  for (const child of children)
    child.on('exit', (code) => {
      // Ended by a signal nobody here sent: a failure all the same.
      if (!stopping) process.exitCode = code ?? 1;
      stop();
    });
}

// Async boundary: shared singletons are negotiated before any of them is imported. The
// federation runtime's set-up is this script's task; the bootstrap's chunks are asked for in
// the next one, so neither is a long task on a phone (issue 21).
setTimeout(() => {
  void import('./bootstrap').then(({ start }) => start());
}, 0);

// Standalone development entry: renders the remote inside the same host services the shell
// provides, so the remote can be worked on without the shell.
import('./standalone');

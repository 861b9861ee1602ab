// An asynchronous boundary: the federation runtime must set up the shared scope before React
// and the other singletons are first imported.
import('./bootstrap');

// jsdom lacks the browser APIs antd reads while rendering (media queries for Grid/Table
// breakpoints, ResizeObserver for overflow handling); plain stubs are enough for form tests.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// antd measures scrollbars through getComputedStyle with a pseudo element, which jsdom reports
// as not implemented; ignore the pseudo argument.
const originalGetComputedStyle = window.getComputedStyle;
window.getComputedStyle = (element: Element) => originalGetComputedStyle(element);

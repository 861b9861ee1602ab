// The API's error codes in English (the reference catalog: the API's `message` is this text), and
// the words for failures that never reached the API. Keys are the `code` of an error answer.
export const errorsEn = {
  network: 'The server could not be reached. Check your connection and try again.',
  failed: 'Something went wrong. Try again.',
} as const;

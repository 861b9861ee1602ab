import { describe, expect, it } from 'vitest';
import { ApiRequestError } from './api-client';
import { errorMessage, NETWORK_FAILURE, serverMessage } from './errors';

describe('errorMessage: the words a person reads about a failed request', () => {
  it("gives the server's own message when it sent one", () => {
    const error = new ApiRequestError('Currency is not accepted.', 400, { status: 'error', message: 'Currency is not accepted.' });
    expect(errorMessage(error)).toBe('Currency is not accepted.');
    expect(serverMessage(error)).toBe('Currency is not accepted.');
  });

  it("says the server could not be reached when the request never got an answer, or the screen's own words for it", () => {
    const offline = new ApiRequestError('Network error', 0, null);
    expect(errorMessage(offline)).toBe(NETWORK_FAILURE);
    expect(errorMessage(offline, { network: 'An error occurred' })).toBe('An error occurred');
  });

  it("uses the screen's words for an error answer without a message", () => {
    const bare = new ApiRequestError('Request failed (502)', 502, null);
    expect(serverMessage(bare)).toBeNull();
    expect(errorMessage(bare, { failed: 'Registration failed.' })).toBe('Registration failed.');
    expect(errorMessage(bare)).toBe('Request failed (502)');
  });

  it('keeps the message of an answer that failed its schema, and never returns an empty text', () => {
    expect(errorMessage(new Error('Unexpected users.php answer from the server at user.id: expected number'))).toMatch(/users\.php/);
    expect(errorMessage('something odd')).toBe(NETWORK_FAILURE);
  });
});

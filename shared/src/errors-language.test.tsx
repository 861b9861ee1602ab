// Error answers and the notices of success answers as a Russian page shows them, and the host
// telling the buyer's account the page's language (for the e-mails).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from './api-client';
import { errorTranslations, useAnswerMessage, useErrorMessage } from './errors';
import { commonTranslations } from './i18n/common';
import { HostContext } from './host/contract';
import { HostProvider } from './host/host-provider';
import { formatters } from './i18n/format';
import { LanguageSwitch } from './i18n/language-switch';
import { fakeHost, stubFetch } from './testing';

const failure = (body: Record<string, unknown>) => new ApiRequestError(String(body.message), 400, { status: 'error', ...body });

function Messages() {
  const errorText = useErrorMessage();
  const answerText = useAnswerMessage();
  return (
    <ul>
      <li>{errorText(failure({ message: '…', code: 'order.tooManyPending', params: { count: 21 } }))}</li>
      <li>
        {errorText(
          failure({ message: 'name: Full name is required.', code: 'input.required', params: { label: 'fullName', field: 'name' } }),
        )}
      </li>
      <li>{errorText(failure({ message: '…', code: 'input.notOver', params: { label: 'amount', max: 1000000000 } }))}</li>
      <li>
        {errorText(failure({ message: 'payout_address is required.', code: 'validation.required', params: { field: 'payout_address' } }))}
      </li>
      <li>
        {errorText(
          failure({
            message: 'tokenomics.0.percent: Invalid input',
            code: 'validation.invalidType',
            params: { field: 'tokenomics.0.percent', expected: 'number' },
          }),
        )}
      </li>
      <li>{errorText(failure({ message: '…', code: 'validation.invalidFormat', params: { field: 'no_such_field' } }))}</li>
      <li>{answerText({ message: 'Profile updated', code: 'notice.profileUpdated', params: {} })}</li>
      <li>{answerText({ message: 'Old words without a code' })}</li>
    </ul>
  );
}

describe('error answers in the page language', () => {
  it('a Russian page says coded errors and notices in Russian, with Russian numbers and field names', async () => {
    const host = fakeHost({ i18n: { locale: 'ru', setLocale: vi.fn(), format: formatters('ru') } });
    // the Russian catalog loads on first use: the render is awaited while it suspends
    await act(async () => {
      render(
        <HostContext.Provider value={host}>
          <Suspense fallback={<p>…</p>}>
            <Messages />
          </Suspense>
        </HostContext.Provider>,
      );
    });
    expect(await screen.findByText(/^У вас уже 21 заказ ожидает оплаты\./, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Заполните поле «Полное имя».')).toBeTruthy();
    // Russian groups digits with a no-break space: 1 000 000 000
    expect(
      screen.getByText(`Поле «Сумма» не может быть больше ${formatters('ru').number(1e9)}.`, { normalizer: (text) => text }),
    ).toBeTruthy();
    expect(screen.getByText('Профиль обновлён')).toBeTruthy();
    expect(screen.getByText('Old words without a code')).toBeTruthy();
  });

  it("names a field zod's own checks complain about in the page's language, not by its API name", async () => {
    const host = fakeHost({ i18n: { locale: 'ru', setLocale: vi.fn(), format: formatters('ru') } });
    await act(async () => {
      render(
        <HostContext.Provider value={host}>
          <Suspense fallback={<p>…</p>}>
            <Messages />
          </Suspense>
        </HostContext.Provider>,
      );
    });
    expect(await screen.findByText('Заполните поле «Адрес для выплат».', {}, { timeout: 5000 })).toBeTruthy();
    // a row of a list is named by its last named part; the expected kind of value is in Russian too
    expect(screen.getByText('Поле «Процент» имеет неверный тип (ожидается число).')).toBeTruthy();
    // a name the catalog does not know stays as the API wrote it
    expect(screen.getByText('Поле «no_such_field» заполнено в неверном формате.')).toBeTruthy();
    expect(screen.queryByText(/payout_address/)).toBeNull();
  });

  it('an English page names the field in words too', async () => {
    const host = fakeHost({ i18n: { locale: 'en', setLocale: vi.fn(), format: formatters('en') } });
    await act(async () => {
      render(
        <HostContext.Provider value={host}>
          <Suspense fallback={<p>…</p>}>
            <Messages />
          </Suspense>
        </HostContext.Provider>,
      );
    });
    expect(await screen.findByText('Payout address is required.')).toBeTruthy();
    expect(screen.getByText('Percent has the wrong type (expected number).')).toBeTruthy();
  });
});

describe("the buyer's account follows the page language", () => {
  beforeEach(async () => {
    localStorage.clear();
    document.cookie = 'locale=; Max-Age=0; Path=/';
    // The switch is a transition that waits for the Russian catalogs; under the test's act() the
    // wait would not resume by itself, so they are loaded first, as a second switch would find them.
    await Promise.all([commonTranslations.load('ru'), errorTranslations.load('ru')]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('switching the language while signed in tells the account, quietly; without a session nothing is sent', async () => {
    localStorage.setItem('userToken', 'buyer-token');
    const calls = stubFetch({
      'PUT /api/controllers/users.php': { status: 500, body: { status: 'error', message: 'Internal server error.' } },
    });
    render(
      <HostProvider tokenName="TKN">
        <LanguageSwitch />
      </HostProvider>,
    );
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'RU' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/controllers/users.php',
      body: { locale: 'ru' },
      authorization: 'Bearer buyer-token',
    });
    // the failed answer changed nothing on screen
    expect(screen.getByRole('button', { name: 'RU' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends nothing when no buyer is signed in', async () => {
    const calls = stubFetch({});
    render(
      <HostProvider tokenName="TKN">
        <LanguageSwitch />
      </HostProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'RU' }));
    expect(document.documentElement.lang).toBe('ru');
    expect(calls).toEqual([]);
  });
});

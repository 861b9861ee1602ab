import type { ReleasesResponse } from '@openpresale/shared/schemas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRussian, renderInRussian } from '../../../test/render-in-russian';
import { ReleasesPage } from './releases-page';

const live = (remote: string) => ({
  id: null,
  url: `/remotes/${remote}/remoteEntry.js`,
  version: '0.1.0+abc1234',
  contract: '1.0.0',
  fits: true,
  registeredAt: null,
  registeredBy: 'environment',
  releasedAt: null,
  releasedBy: 'environment',
});

const candidate = {
  id: 4,
  url: 'https://cdn.example.com/marketing/2/remoteEntry.js',
  version: '2.0.0',
  contract: '1.1.0',
  fits: true,
  registeredAt: '2026-03-01T09:00:00.000Z',
  registeredBy: 'owner',
};

const answer: ReleasesResponse = {
  status: 'success',
  site: { contract: '1.1.0', api: '0.1.0+abc1234', shell: '0.1.0+abc1234' },
  remotes: [
    { remote: 'marketing', live: live('marketing'), previous: null, canary: { ...candidate, percent: 25 }, versions: [candidate] },
    { remote: 'buyer', live: live('buyer'), previous: null, canary: null, versions: [] },
    { remote: 'admin', live: live('admin'), previous: null, canary: null, versions: [] },
  ],
};

describe('the Releases page in Russian', () => {
  beforeAll(loadRussian);

  it('names the sections, the live versions and a running canary in Russian', async () => {
    renderInRussian(<ReleasesPage />, {
      path: '/admin/dashboard/releases',
      arrange: (api) => api.get.mockImplementation(async (path: string) => (path === 'releases.php' ? answer : { status: 'success' })),
    });

    expect(await screen.findByRole('heading', { name: 'Релизы' })).toBeInTheDocument();
    expect(screen.getByText('Зарегистрировать новую версию')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Проверить и зарегистрировать' })).toBeInTheDocument();

    const marketing = (await screen.findByText('Страницы для посетителей (marketing)', { selector: '.ant-card-head-title' })).closest(
      '.ant-card',
    ) as HTMLElement;
    expect(within(marketing).getByText('Канареечный релиз: 2.0.0 работает у 25 % браузеров')).toBeInTheDocument();
    expect(within(marketing).getByRole('button', { name: 'Выдать всем' })).toBeInTheDocument();
    expect(within(marketing).getByText('Текущая версия')).toBeInTheDocument();
    expect(within(marketing).getByText('Из переменной окружения при запуске')).toBeInTheDocument();
    expect(within(marketing).getByText('01.03.2026, 12:00:00, owner')).toBeInTheDocument();
    expect(screen.getByText('Кабинет покупателя (buyer)', { selector: '.ant-card-head-title' })).toBeInTheDocument();
  });

  it('says what is wrong with an address in Russian, under the address, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { api } = renderInRussian(<ReleasesPage />, {
      path: '/admin/dashboard/releases',
      arrange: (api) => api.get.mockImplementation(async (path: string) => (path === 'releases.php' ? answer : { status: 'success' })),
    });
    await screen.findByText('Администрирование (admin)', { selector: '.ant-card-head-title' });
    const address = screen.getByLabelText('Адрес remoteEntry.js сборки');
    await user.type(address, 'ftp://cdn.example.com/remoteEntry.js');
    await user.click(screen.getByRole('button', { name: 'Проверить и зарегистрировать' }));
    expect(await screen.findByText(/^Адрес должен начинаться с http\(s\):\/\/ или быть путём на этом сайте/)).toBeInTheDocument();

    await user.clear(address);
    await user.type(address, 'https://cdn.example.com/admin/3/');
    await user.click(screen.getByRole('button', { name: 'Проверить и зарегистрировать' }));
    expect(
      await screen.findByText('Адрес должен оканчиваться на /remoteEntry.js: это входной файл, который пишет сборка модуля.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^url /)).not.toBeInTheDocument();
    expect(api.post).not.toHaveBeenCalled();
  });
});

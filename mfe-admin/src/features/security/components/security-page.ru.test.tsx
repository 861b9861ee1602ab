import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { settingsAnswer } from '../../../test/answers';
import { loadRussian, renderInRussian } from '../../../test/render-in-russian';
import { SecurityPage } from './security-page';

function answer(path: string) {
  switch (path) {
    case 'twoFactor.php':
      return { status: 'success', enabled: true, required: false, recoveryCodesLeft: 5, available: true };
    case 'adminSessions.php':
      return {
        status: 'success',
        sessions: [
          {
            id: 's1',
            created_at: '2026-03-01T09:00:00.000Z',
            last_seen_at: '2026-03-01T10:00:00.000Z',
            ip: '203.0.113.7',
            user_agent: 'Firefox',
            current: true,
          },
          { id: 's2', created_at: '2026-02-27T09:00:00.000Z', last_seen_at: null, ip: null, user_agent: null, current: false },
        ],
      };
    case 'settings.php':
      return settingsAnswer({ adminTimeZone: 'UTC+3' });
    default:
      return { status: 'success' };
  }
}

describe('the Security page in Russian', () => {
  beforeAll(loadRussian);

  it('shows the second factor and the sessions in Russian, counting recovery codes with the right plural', async () => {
    renderInRussian(<SecurityPage />, { arrange: (api) => api.get.mockImplementation(async (path: string) => answer(path)) });

    expect(await screen.findByRole('heading', { name: 'Безопасность' })).toBeInTheDocument();
    expect(screen.getByText('Ваша учётная запись: owner')).toBeInTheDocument();
    expect(await screen.findByText('Осталось 5 резервных кодов из 10.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Новые резервные коды' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Выключить…' })).toBeInTheDocument();

    expect(screen.getByText('Активные сеансы')).toBeInTheDocument();
    expect(await screen.findByText('Этот браузер')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Последняя активность' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Завершить сеанс, начатый 27.02.2026, 12:00:00' })).toHaveTextContent('Завершить');
  });
});

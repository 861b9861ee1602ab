import { DEFAULT_LEVELS } from '@openpresale/shared/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusCard } from './status-card';
import { hostWrapper } from '../test/render';

describe('StatusCard', () => {
  it('tells a new buyer they have no level yet, with the bonus their purchases get and the way to Bronze', () => {
    render(<StatusCard purchased={0} levels={DEFAULT_LEVELS} symbol="DEMO" />, { wrapper: hostWrapper() });
    expect(screen.getByText('No level yet')).toBeInTheDocument();
    expect(screen.queryByText('Bronze', { exact: true })).not.toBeInTheDocument();
    expect(screen.getByText('5% bonus')).toBeInTheDocument();
    expect(screen.getByText(/0 of 40 DEMO to Bronze \(5% bonus\)/)).toBeInTheDocument();
  });

  it('names the level once its threshold is reached', () => {
    render(<StatusCard purchased={250} levels={DEFAULT_LEVELS} symbol="DEMO" />, { wrapper: hostWrapper() });
    expect(screen.getByText('Silver', { exact: true })).toBeInTheDocument();
    expect(screen.getByText('7% bonus')).toBeInTheDocument();
    expect(screen.queryByText('No level yet')).not.toBeInTheDocument();
  });
});

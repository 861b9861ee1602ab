import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithHost } from '../test/render-with-host';
import { AdminTable } from './admin-table';
import { ShortValue, shorten } from './short-value';

describe('AdminTable (tables that scroll sideways on a phone)', () => {
  it('makes its scroll box a named region reachable with Tab', async () => {
    render(
      <>
        <button type="button">Before</button>
        <AdminTable<{ id: number; name: string }>
          label="Example rows"
          rowKey="id"
          columns={[{ title: 'Name', dataIndex: 'name' }]}
          dataSource={[{ id: 1, name: 'First' }]}
          pagination={false}
        />
      </>,
    );
    const region = screen.getByRole('region', { name: 'Example rows' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(screen.getByText('First'));
    await userEvent.setup({ delay: null }).tab();
    await userEvent.setup({ delay: null }).tab();
    expect(region).toHaveFocus();
  });
});

describe('ShortValue (long hashes and addresses in tables)', () => {
  it('shortens the middle away and keeps short values whole', () => {
    expect(shorten('0x9f8e7d6c5b4a39281706f5e4d3c2b1a0')).toBe('0x9f8e…b1a0');
    expect(shorten('abc-12345')).toBe('abc-12345');
  });

  it('shows the full value as its title and copies it from a named button', async () => {
    const full = '0x9f8e7d6c5b4a39281706f5e4d3c2b1a0998877665544332211ffeeddccbbaa00';
    renderWithHost(<ShortValue value={full} label="transaction hash of withdrawal 3" />);
    expect(await screen.findByText('0x9f8e…aa00')).toHaveAttribute('title', full);
    expect(screen.getByRole('button', { name: 'Copy transaction hash of withdrawal 3' })).toBeInTheDocument();
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// The administrator switches the admin to Russian from the top bar: the menu, the screens reached
// through it and antd's own texts read Russian, and the choice outlives a reload.

async function signInAsAdmin(page: Page, login: string, password: string) {
  await page.goto('/admin');
  await page.getByLabel('Login').fill(login);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test('an administrator switches the admin to Russian in the top bar', async ({ page, server }) => {
  await signInAsAdmin(page, server.adminLogin, server.adminPassword);
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'RU' }).click();

  // the menu and the Overview
  const navigation = page.getByRole('complementary', { name: 'Навигация администратора' });
  await expect(navigation.getByRole('link', { name: 'Обзор' })).toBeVisible();
  await expect(navigation.getByRole('link', { name: 'Вывод средств' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Обзор', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ожидающие заказы' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Проверить ожидающие заказы' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Выйти' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

  // the Users page, reached through the menu
  await navigation.getByRole('link', { name: 'Пользователи' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\/users$/);
  await expect(page.getByRole('heading', { name: 'Все пользователи', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Имя' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Вперёд' })).toBeVisible();
  await expect(page.getByText('Пользователей на странице').first()).toBeVisible();

  // antd's own texts: the sorting hint of a column of the Transactions table
  await navigation.getByRole('link', { name: 'Транзакции' }).click();
  await expect(page.getByRole('heading', { name: 'Все транзакции', level: 1 })).toBeVisible();
  await page.getByRole('columnheader', { name: 'Токены' }).first().hover();
  await expect(page.getByRole('tooltip')).toContainText('Нажмите для сортировки');

  // remembered: a reload opens in Russian
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Все транзакции', level: 1 })).toBeVisible();
});

import type { ThemeConfig } from 'antd';

// antd's tokens set from the site's design tokens (shell/src/styles/tokens.css), so the admin
// area reads as the same product; antd cannot read CSS variables at theme time, hence the copies.
export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorLink: '#0f766e',
    colorSuccess: '#15803d',
    colorWarning: '#a16207',
    colorError: '#b91c1c',
    colorText: '#111827',
    colorTextSecondary: '#4b5563',
    // antd derives its description and tertiary greys (breadcrumb, secondary text, form help,
    // statistic titles, description labels) as a translucent black that reads about 3.4:1 on
    // white; the site's muted text colour keeps every one of them above WCAG AA's 4.5:1.
    colorTextDescription: '#4b5563',
    colorTextTertiary: '#4b5563',
    colorBorder: '#d9dee5',
    colorBgLayout: '#f6f7f9',
    borderRadius: 6,
    fontFamily: "'Inter', 'Segoe UI', system-ui, -apple-system, 'Helvetica Neue', Arial, sans-serif",
    fontSize: 14,
  },
  components: {
    Breadcrumb: { itemColor: '#4b5563', linkColor: '#4b5563', separatorColor: '#4b5563', lastItemColor: '#111827' },
    Layout: { headerBg: '#ffffff', siderBg: '#ffffff', headerHeight: 56, headerPadding: '0 16px' },
    // an empty table's text ('No results.') is drawn in the disabled grey; it is information
    Table: { headerBg: '#eef1f4', cellPaddingBlockSM: 6, cellPaddingInlineSM: 6, colorTextDisabled: '#4b5563' },
    Card: { headerFontSize: 16 },
    Menu: { itemSelectedBg: '#e6f2f0', itemSelectedColor: '#0f766e', itemHoverBg: '#eef1f4', itemActiveBg: '#e6f2f0' },
  },
};

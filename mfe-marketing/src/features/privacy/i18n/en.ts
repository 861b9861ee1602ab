// The privacy policy in English. It describes what this platform really stores and sends; a
// bold lead-in and the sentence after it are separate keys, so each language orders its own words.
export const privacyEn = {
  'privacy.title': 'Privacy Policy',
  'privacy.intro':
    'This policy explains which personal data the {name} presale site collects, why, how it is protected and what you can ask for. It applies to this website and the buyer dashboard.',
  'privacy.fallbackName': 'this presale',
  'privacy.collect.title': 'What we collect',
  'privacy.collect.account.lead': 'Account data',
  'privacy.collect.account.text':
    ' you enter when you register or edit your profile: full name, e-mail address, phone number and, if you add one, the wallet address tokens are delivered to.',
  'privacy.collect.password.lead': 'Your password',
  'privacy.collect.password.text': ', stored only as a salted hash; nobody can read it back.',
  'privacy.collect.orders.lead': 'Orders and balances',
  'privacy.collect.orders.text':
    ': the currency and amount you pay, the address you pay to, the tokens and bonuses credited, prizes won on the roulette, withdrawal requests and their status, with dates.',
  'privacy.collect.sessions.lead': 'Sign-in sessions',
  'privacy.collect.sessions.text':
    ": a random token kept in your browser''s local storage (with your e-mail address) and stored on the server only as a hash, with an expiry date.",
  'privacy.collect.technical.lead': 'Technical data',
  'privacy.collect.technical.text':
    ': to slow down password guessing, the server counts login attempts per IP address and per account for a short time.',
  'privacy.collect.storage.lead': 'Browser storage',
  'privacy.collect.storage.before': ': your sign-in token and e-mail, the open or closed state of the dashboard sidebar (the ',
  'privacy.collect.storage.after': ' cookie, 7 days) and your tracking-pixel choice.',
  'privacy.use.title': 'How we use it',
  'privacy.use.account': 'To create and secure your account and keep you signed in.',
  'privacy.use.orders': 'To process your orders, credit tokens and bonuses, and show your balance, level and history.',
  'privacy.use.leaderboard':
    'To show the public leaderboard: the top depositors appear with a masked e-mail address (for example jo***@ex***.com), their dollar deposits and their level. Your full address is never shown.',
  'privacy.use.legal': 'To answer your requests and meet legal obligations that apply to the operator.',
  'privacy.protect.title': 'How we protect it',
  'privacy.protect.text':
    'Passwords and session tokens are stored only as hashes, sessions expire, login attempts are rate limited, and every change an administrator makes to balances or orders is recorded in an audit log. Only administrators of this site can see account and order data. No method of storage or transfer is completely secure, so keep your password to yourself and log out on shared devices.',
  'privacy.sharing.title': 'Sharing with third parties',
  'privacy.sharing.text':
    'We do not sell your data. Cryptocurrency prices are fetched by the server from a price service; no personal data is sent with those requests. Payments you make travel over the public blockchain of the currency you choose and are visible there, as on any blockchain.',
  'privacy.pixels.title': 'Tracking pixels and your consent',
  'privacy.pixels.what':
    "The operator may configure tracking pixels for some pages, to measure visits that come from advertising. A pixel is a tiny invisible image loaded from the advertising partner''s server; loading it tells that partner the page you visited, together with the technical data every web request carries (your IP address and browser type). The partner''s own privacy policy governs what it does with that data.",
  'privacy.pixels.before': 'Pixels load ',
  'privacy.pixels.strong': 'only after you accept them',
  'privacy.pixels.after':
    " in the banner shown on your first visit. Until you answer, or if you refuse, the site does not even ask which pixels exist. Your choice is kept in your browser''s local storage, and you can change it at any time with the ''Privacy choices'' link in every page footer or here: ",
  'privacy.rights.title': 'Your rights',
  'privacy.rights.text':
    'You can see and correct your account data on your profile page at any time. You can ask the operator of this site for a copy of your data, for its deletion (records that the law requires to be kept, such as completed payments, are kept for the required time only), or object to its use. You may also complain to the data protection authority where you live.',
  'privacy.updates.title': 'Updates to this policy',
  'privacy.updates.text':
    'When this policy changes, the new version is published on this page. Check it from time to time, and in particular before you buy.',
} as const;

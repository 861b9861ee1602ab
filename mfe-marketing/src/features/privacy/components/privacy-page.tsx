import { usePageTitle } from '@openpresale/shared';
import { pageTitles } from '../../../lib/page-titles';
import { PrivacyChoicesButton } from '../../../components/layout/privacy-choices-button';
import { SiteFooter } from '../../../components/layout/site-footer';
import { SiteHeader } from '../../../components/layout/site-header';
import { useSettings } from '../../../api/settings';

// The policy describes what this platform really stores and sends (SPEC §3 /privacy, §4, §5).
export function PrivacyPage() {
  usePageTitle(pageTitles['/privacy']);
  const name = useSettings().data?.settings.tokenName || 'this presale';
  return (
    <div className="mk-page">
      <SiteHeader />
      <main className="mk-section">
        <article className="mk-container mk-container-narrow mk-prose">
          <h1>Privacy Policy</h1>
          <p className="mk-lead-dark">
            This policy explains which personal data the {name} presale site collects, why, how it is protected and what you can ask for. It
            applies to this website and the buyer dashboard.
          </p>

          <h2>What we collect</h2>
          <ul>
            <li>
              <strong>Account data</strong> you enter when you register or edit your profile: full name, e-mail address, phone number and,
              if you add one, the wallet address tokens are delivered to.
            </li>
            <li>
              <strong>Your password</strong>, stored only as a salted hash; nobody can read it back.
            </li>
            <li>
              <strong>Orders and balances</strong>: the currency and amount you pay, the address you pay to, the tokens and bonuses
              credited, prizes won on the roulette, withdrawal requests and their status, with dates.
            </li>
            <li>
              <strong>Sign-in sessions</strong>: a random token kept in your browser's local storage (with your e-mail address) and stored
              on the server only as a hash, with an expiry date.
            </li>
            <li>
              <strong>Technical data</strong>: to slow down password guessing, the server counts login attempts per IP address and per
              account for a short time.
            </li>
            <li>
              <strong>Browser storage</strong>: your sign-in token and e-mail, the open or closed state of the dashboard sidebar (the{' '}
              <code>sidebar:state</code> cookie, 7 days) and your tracking-pixel choice.
            </li>
          </ul>

          <h2>How we use it</h2>
          <ul>
            <li>To create and secure your account and keep you signed in.</li>
            <li>To process your orders, credit tokens and bonuses, and show your balance, level and history.</li>
            <li>
              To show the public leaderboard: the top depositors appear with a masked e-mail address (for example jo***@ex***.com), their
              dollar deposits and their level. Your full address is never shown.
            </li>
            <li>To answer your requests and meet legal obligations that apply to the operator.</li>
          </ul>

          <h2>How we protect it</h2>
          <p>
            Passwords and session tokens are stored only as hashes, sessions expire, login attempts are rate limited, and every change an
            administrator makes to balances or orders is recorded in an audit log. Only administrators of this site can see account and
            order data. No method of storage or transfer is completely secure, so keep your password to yourself and log out on shared
            devices.
          </p>

          <h2 id="third-parties">Sharing with third parties</h2>
          <p>
            We do not sell your data. Cryptocurrency prices are fetched by the server from a price service; no personal data is sent with
            those requests. Payments you make travel over the public blockchain of the currency you choose and are visible there, as on any
            blockchain.
          </p>
          <h3>Tracking pixels and your consent</h3>
          <p>
            The operator may configure tracking pixels for some pages, to measure visits that come from advertising. A pixel is a tiny
            invisible image loaded from the advertising partner's server; loading it tells that partner the page you visited, together with
            the technical data every web request carries (your IP address and browser type). The partner's own privacy policy governs what
            it does with that data.
          </p>
          <p>
            Pixels load <strong>only after you accept them</strong> in the banner shown on your first visit. Until you answer, or if you
            refuse, the site does not even ask which pixels exist. Your choice is kept in your browser's local storage, and you can change
            it at any time with the 'Privacy choices' link in every page footer or here:{' '}
            <PrivacyChoicesButton className="mk-link-button mk-link-button-inline" />
          </p>

          <h2>Your rights</h2>
          <p>
            You can see and correct your account data on your profile page at any time. You can ask the operator of this site for a copy of
            your data, for its deletion (records that the law requires to be kept, such as completed payments, are kept for the required
            time only), or object to its use. You may also complain to the data protection authority where you live.
          </p>

          <h2>Updates to this policy</h2>
          <p>
            When this policy changes, the new version is published on this page. Check it from time to time, and in particular before you
            buy.
          </p>
        </article>
      </main>
      <SiteFooter />
    </div>
  );
}

import { Trans } from '@lingui/react/macro';
import type { LegalNotice } from '@samaj/shared/account';
import { Contacts } from './legal-page';

/** The Privacy Policy (DPDP Act 2023 notice): what is kept, why, for how long, and the member's rights. */
export function PrivacyContent({ notice }: { notice: LegalNotice }) {
  const grace = notice.deletionGraceDays;
  return (
    <>
      <section aria-labelledby="kept">
        <h2 id="kept">
          <Trans>What we keep and why</Trans>
        </h2>
        <ul>
          <li>
            <Trans>
              Your mobile number and a hash of your password: to let you log in and to send you login codes.
            </Trans>
          </li>
          <li>
            <Trans>
              Your profile (name, birth date, gender, place, education, work, what you can help with, photo): to show
              you to members and to find matches and helpers.
            </Trans>
          </li>
          <li>
            <Trans>
              Your marriage profile and preferences, if you make one: to show it to other members looking to marry.
            </Trans>
          </li>
          <li>
            <Trans>
              Your posts, comments, likes, messages, interests, blocks, shortlist and reports: they are the service.
            </Trans>
          </li>
          <li>
            <Trans>
              Your devices (browser, IP address, when last used): so you can see where you are logged in and end a
              session; and the addresses you log in from, so that others’ failed attempts do not lock you out.
            </Trans>
          </li>
          <li>
            <Trans>When you agreed to these terms, and which version.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Your phone number is never shown to other members unless you turn that on in Settings. We do not sell your
            data and we do not show advertising.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="retention">
        <h2 id="retention">
          <Trans>How long</Trans>
        </h2>
        <ul>
          <li>
            <Trans>Your account and everything in it: until you delete your account.</Trans>
          </li>
          <li>
            {grace === 0 ? (
              <Trans>
                After you ask to delete it, the account is hidden at once and erased at once: messages on both sides,
                interests, photos, posts, comments, notifications and sessions go for good.
              </Trans>
            ) : (
              <Trans>
                After you ask to delete it, the account is hidden at once and erased after {grace} days (log in before
                then to restore it): messages on both sides, interests, photos, posts, comments, notifications and
                sessions go for good.
              </Trans>
            )}
          </li>
          <li>
            <Trans>
              What the law asks us to keep: for a marriage profile, the IP address and time it was created, for one year
              after deletion; for a banned member, a keyed hash of the number so it cannot sign up again.
            </Trans>
          </li>
          <li>
            <Trans>
              Login codes expire in minutes, and the record of each (number and IP address) goes after a day. Server
              logs hold no names, numbers or messages; they keep the IP address each request came from, for 30 days.
            </Trans>
          </li>
        </ul>
      </section>
      <section aria-labelledby="rights">
        <h2 id="rights">
          <Trans>Your rights and how to use them</Trans>
        </h2>
        <ul>
          <li>
            <Trans>See and correct your data: on your profile page, at any time.</Trans>
          </li>
          <li>
            <Trans>Get a copy: Settings → Download my data (a ZIP with your data and photos).</Trans>
          </li>
          <li>
            <Trans>Erase it: Settings → Delete my account.</Trans>
          </li>
          <li>
            <Trans>See and end your sessions: Settings → Where you’re logged in.</Trans>
          </li>
          <li>
            <Trans>
              Complain: write to the grievance officer below; you may also approach the Data Protection Board of India.
            </Trans>
          </li>
        </ul>
      </section>
      <Contacts notice={notice} />
    </>
  );
}

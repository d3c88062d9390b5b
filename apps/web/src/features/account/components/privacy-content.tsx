import type { LegalNotice } from '@samaj/shared/account';
import { Contacts } from './legal-page';

/** The Privacy Policy (DPDP Act 2023 notice): what is kept, why, for how long, and the member's rights. */
export function PrivacyContent({ notice }: { notice: LegalNotice }) {
  const grace = notice.deletionGraceDays;
  return (
    <>
      <section aria-labelledby="kept">
        <h2 id="kept">What we keep and why</h2>
        <ul>
          <li>Your mobile number and a hash of your password: to let you log in and to send you login codes.</li>
          <li>
            Your profile (name, birth date, gender, place, education, work, what you can help with, photo): to show you
            to members and to find matches and helpers.
          </li>
          <li>Your marriage profile and preferences, if you make one: to show it to other members looking to marry.</li>
          <li>
            Your posts, comments, likes, messages, interests, blocks, shortlist and reports: they are the service.
          </li>
          <li>
            Your devices (browser, IP address, when last used): so you can see where you are logged in and end a
            session; and the addresses you log in from, so that others’ failed attempts do not lock you out.
          </li>
          <li>When you agreed to these terms, and which version.</li>
        </ul>
        <p>
          Your phone number is never shown to other members unless you turn that on in Settings. We do not sell your
          data and we do not show advertising.
        </p>
      </section>
      <section aria-labelledby="retention">
        <h2 id="retention">How long</h2>
        <ul>
          <li>Your account and everything in it: until you delete your account.</li>
          <li>
            After you ask to delete it, the account is hidden at once and erased{' '}
            {grace === 0 ? 'at once' : `after ${grace} days`}
            {grace === 0 ? '' : ' (log in before then to restore it)'}: messages on both sides, interests, photos,
            posts, comments, notifications and sessions go for good.
          </li>
          <li>
            What the law asks us to keep: for a marriage profile, the IP address and time it was created, for one year
            after deletion; for a banned member, a keyed hash of the number so it cannot sign up again.
          </li>
          <li>Login codes expire in minutes; server logs hold no names, numbers or messages.</li>
        </ul>
      </section>
      <section aria-labelledby="rights">
        <h2 id="rights">Your rights and how to use them</h2>
        <ul>
          <li>See and correct your data: on your profile page, at any time.</li>
          <li>Get a copy: Settings → Download my data (a ZIP with your data and photos).</li>
          <li>Erase it: Settings → Delete my account.</li>
          <li>See and end your sessions: Settings → Where you’re logged in.</li>
          <li>
            Complain: write to the grievance officer below; you may also approach the Data Protection Board of India.
          </li>
        </ul>
      </section>
      <Contacts notice={notice} />
    </>
  );
}

import { Trans } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The way out of an empty list of profiles: to the search. */
export function SearchProfilesLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/matrimonial/search">
        <Search aria-hidden />
        <Trans>Search profiles</Trans>
      </Link>
    </Button>
  );
}

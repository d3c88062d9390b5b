import { BriefcaseBusiness, MapPin, MoonStar } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The lines under a profile's name: age and height, then the place, the career and the rashi and nakshatra, each only
 * when known.
 */
export function ProfileFacts({
  facts,
  place,
  career,
  horoscope,
  small = false,
}: {
  facts: string | null | undefined;
  place: string | null | undefined;
  career: string | null | undefined;
  horoscope?: string | null | undefined;
  /** Place and career in the smaller text of a card. */
  small?: boolean;
}) {
  const line = cn('flex items-center gap-1.5 text-muted-foreground', small ? 'text-sm' : 'text-base');
  return (
    <>
      {facts ? <p className="text-base text-muted-foreground">{facts}</p> : null}
      {place ? (
        <p className={line}>
          <MapPin className="size-4 shrink-0" aria-hidden />
          {place}
        </p>
      ) : null}
      {career ? (
        <p className={line}>
          <BriefcaseBusiness className="size-4 shrink-0" aria-hidden />
          <span className="break-words">{career}</span>
        </p>
      ) : null}
      {horoscope ? (
        <p className={line}>
          <MoonStar className="size-4 shrink-0" aria-hidden />
          {horoscope}
        </p>
      ) : null}
    </>
  );
}

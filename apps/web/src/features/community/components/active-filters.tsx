import { useLingui } from '@lingui/react/macro';
import { Briefcase, MapPin, Tag, X } from 'lucide-react';
import { needReferenceLabels, useReferenceLabels } from '@/lib/i18n/use-reference-labels';
import {
  removeCity,
  removeKeyword,
  removeLocation,
  removeState,
  setProfession,
  type CommunityFilters,
  type KeywordList,
} from '../stores/filters';

needReferenceLabels();

interface Chip {
  key: string;
  label: string;
  icon: typeof Tag;
  remove: (filters: CommunityFilters) => CommunityFilters;
}

export interface ActiveFiltersProps {
  filters: CommunityFilters;
  list: KeywordList;
  onChange: (filters: CommunityFilters) => void;
}

/** The filters in force as chips above the list; each one's × removes it (with the state → city → locality cascade). */
export function ActiveFilters({ filters, list, onChange }: ActiveFiltersProps) {
  const { t } = useLingui();
  const { label: shown } = useReferenceLabels();
  const { states, cities, locations } = filters.locationFilter;
  const chips: Chip[] = [
    ...filters.keywords[list].map((keyword) => ({
      key: `keyword:${keyword}`,
      label: shown('helpKeywords', keyword),
      icon: Tag,
      remove: (current: CommunityFilters) => removeKeyword(current, list, keyword),
    })),
    ...states.map((state) => ({
      key: `state:${state}`,
      label: shown('states', state),
      icon: MapPin,
      remove: (current: CommunityFilters) => removeState(current, state),
    })),
    ...cities.map((city) => ({
      key: `city:${city}`,
      label: shown('cities', city),
      icon: MapPin,
      remove: (current: CommunityFilters) => removeCity(current, city),
    })),
    ...locations.map((locality) => ({
      key: `locality:${locality}`,
      label: shown('localities', locality),
      icon: MapPin,
      remove: (current: CommunityFilters) => removeLocation(current, locality),
    })),
    ...(filters.profession
      ? [
          {
            key: 'profession',
            label: shown('occupations', filters.profession),
            icon: Briefcase,
            remove: (current: CommunityFilters) => setProfession(current, null),
          },
        ]
      : []),
  ];
  if (chips.length === 0) return null;

  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Active filters`}>
      {chips.map(({ key, label, icon: Icon, remove }) => (
        <li
          key={key}
          className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-primary/25 bg-primary-soft py-1 pr-1 pl-3 text-sm font-medium text-primary-soft-foreground"
        >
          <Icon className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{label}</span>
          <button
            type="button"
            onClick={() => onChange(remove(filters))}
            aria-label={t`Remove filter ${label}`}
            className="relative -my-1 grid size-8 shrink-0 place-items-center rounded-full after:absolute after:-inset-1.5 hover:bg-primary/10"
          >
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}

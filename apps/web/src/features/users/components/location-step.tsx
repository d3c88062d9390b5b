import { LocationFields } from '@/components/location-fields';

/** State → city → optional locality; changing a level clears the levels below it. */
export function LocationStep() {
  return (
    <div className="flex flex-col gap-6">
      <LocationFields name="location" />
    </div>
  );
}

/** The maroon band behind a profile photo: the brand colour in both themes, with the soft circles of the home card. */
export function ProfileBanner() {
  return (
    <div
      aria-hidden
      className="relative h-20 overflow-hidden bg-[linear-gradient(120deg,#8c1d2c_0%,#741824_55%,#9c3b32_100%)]"
    >
      <div className="absolute -top-12 -right-8 size-32 rounded-full bg-white/10" />
      <div className="absolute -bottom-14 left-6 size-28 rounded-full bg-white/5" />
    </div>
  );
}

// Marks a prerendered link whose address the app completes from the URL (the sign-in return path): the boot
// script holds a click on it until the app has hydrated, then follows it (src/boot/public-page-boot.ts).
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';

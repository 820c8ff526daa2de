// The two moments the public-page boot script waits for: the app is about to hydrate the prerendered page (its
// own event handling takes over from here), and the first commit has happened (a tap made before can be replayed).
export const APP_HYDRATING_EVENT = 'vidcraft:app-hydrating';
export const APP_HYDRATED_EVENT = 'vidcraft:app-hydrated';

/** The cache tag of everything read from the site settings: saving a setting revalidates it. */
export const SETTINGS_TAG = "settings";

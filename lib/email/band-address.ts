/** Stands in the outbox's `to` column for the band's address, read from NOTIFY_TO when sending (the panel's delivery log names it so). */
export const BAND_ADDRESS = "band";

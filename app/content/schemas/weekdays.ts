/** The days of the week, Monday first, as a sight's closing days name them (`closedOn`). No zod: browser code reads it too. */
export const weekdays = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof weekdays)[number];

import { z } from "zod";

/** One documented trip: when, how long, which cities in order, how it was paid. */
export const tripSchema = z.strictObject({
  month: z.enum([
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ]),
  year: z.number().int().min(2000),
  days: z.number().int().positive(),
  route: z.array(z.string().min(1)).min(1),
  payments: z.string().min(1),
});

/** app/content/trip-log.yaml: the only source of first-person experience on the site. */
export const tripLogSchema = z.strictObject({ trips: z.array(tripSchema).min(1) });
export type TripLog = z.infer<typeof tripLogSchema>;

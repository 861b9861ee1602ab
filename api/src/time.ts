export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
export const iso = (d: Date) => d.toISOString();

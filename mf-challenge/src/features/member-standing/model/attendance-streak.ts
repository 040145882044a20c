/**
 * Days in a row the member has attended, ending today when they attended today, else ending
 * yesterday (today still counts as kept until it is over). `attendedDays` are challenge days
 * (two batches on one day are one day); `today` is the challenge's day number now.
 */
export function attendanceStreak(attendedDays: readonly number[], today: number): number {
  const days = new Set(attendedDays);
  let day = days.has(today) ? today : today - 1;
  let streak = 0;
  while (day >= 1 && days.has(day)) {
    streak += 1;
    day -= 1;
  }
  return streak;
}

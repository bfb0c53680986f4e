// File names at the SFTP door. The program's convention is `<ClientID>_Eligibility_<YYYYMMDD>.csv`
// (`_FULL` before `.csv` for a full file); other safe .csv names are accepted too, with a warning
// in the acknowledgement.

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,123}\.csv$/i;
const PROGRAM_NAME = /^([A-Za-z0-9-]{1,64})_Eligibility_(\d{4})(\d{2})(\d{2})(?:_FULL)?\.csv$/i;
const FULL_NAME = /_FULL\.csv$/i;

/** Letters, digits, dots, dashes and underscores, not starting with a dot, ending in .csv; at most 128 characters. */
export function isAcceptableFileName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes("..");
}

/** The client id and date of a name in the program's convention, or undefined (an invalid date included). */
export function parseProgramFileName(name: string): { clientId: string; date: string } | undefined {
  const match = PROGRAM_NAME.exec(name);
  if (!match) return undefined;
  const [, clientId, year, month, day] = match as unknown as [string, string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (
    date.getUTCFullYear() !== Number(year) ||
    date.getUTCMonth() !== Number(month) - 1 ||
    date.getUTCDate() !== Number(day)
  )
    return undefined;
  return { clientId, date: `${year}-${month}-${day}` };
}

/**
 * Whether the name marks the file as the whole population, whatever the employer's setting:
 * `_FULL` just before `.csv`, in any case (`ACME_Eligibility_20260105_FULL.csv`, `workforce_full.csv`).
 */
export function namesFullFile(name: string): boolean {
  return FULL_NAME.test(name);
}

/**
 * The acknowledgement's name in outbound/: the upload's name with `.ack.csv` for `.csv`
 * (`ACME_Eligibility_20260105.ack.csv`); `attempt` > 1 when that name is taken (the same name
 * uploaded again): `ACME_Eligibility_20260105.ack-2.csv`.
 */
export function acknowledgementName(uploadName: string, attempt = 1): string {
  const stem = uploadName.replace(/\.csv$/i, "");
  return attempt > 1 ? `${stem}.ack-${attempt}.csv` : `${stem}.ack.csv`;
}

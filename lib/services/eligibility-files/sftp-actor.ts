/** The actor name on imports the SFTP door runs (the admin list shows them as received over SFTP). */
export const SFTP_ACTOR = "sftp";

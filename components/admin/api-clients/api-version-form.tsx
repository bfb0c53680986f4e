"use client";

import { useState, type FormEvent } from "react";
import { useTranslations } from "use-intl";

import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/ui/select-field";
import { pinApiVersionSchema } from "@/lib/schemas/api-client";

import { problemKey } from "../query-problem";
import type { Outcome } from "../resource/outcome";

// The versions the API accepts here (its own rule), oldest first: the newest is the latest.
const VERSIONS = pinApiVersionSchema.shape.apiVersion.out.options;
const LATEST = VERSIONS[VERSIONS.length - 1]!;

type Props = {
  clientId: string;
  clientName: string;
  current: string | null;
  pending: boolean;
  change: (version: string) => Promise<void>;
  onOutcome: (outcome: Outcome | undefined) => void;
};

/**
 * The client's pinned API version, changed by HR or the operator (issue 44): every supported
 * version, older ones too, so an upgrade can be rolled back; the changelog says what each changes.
 * Messages: admin.apiClients.version (HR's and the operator's cards share them).
 */
export function ApiVersionForm({ clientId, clientName, current, pending, change, onOutcome }: Props) {
  const t = useTranslations("admin.apiClients.version");
  const tCommon = useTranslations("admin.common");
  const [chosen, setChosen] = useState(current ?? LATEST);
  const options = [...VERSIONS].reverse().map((version) => ({
    value: version,
    label: version === LATEST ? t("latest", { version }) : version,
  }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (chosen === current) return;
    try {
      await change(chosen);
      onOutcome({ tone: "done", text: t("done", { name: clientName, version: chosen }) });
    } catch (error) {
      onOutcome({ tone: "failed", text: tCommon(problemKey(error)) });
    }
  }

  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <SelectField
        id={`api-version-${clientId}`}
        name="apiVersion"
        label={t("label")}
        hint={t("hint")}
        options={options}
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={pending || chosen === current}>
        {t("submit")}
      </Button>
    </form>
  );
}

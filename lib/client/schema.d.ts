// Generated from the OpenAPI document by `npm run openapi:types` (openapi-typescript). Do not edit.
export interface paths {
    "/api/employers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List your employers
         * @description The employers your API client is bound to. The repayment settings are fixed by the service operator.
         */
        get: operations["listEmployers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/payroll-schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List payroll schedules
         * @description Schedules cannot be created or changed through the API; assign an active one to an employee with `payrollScheduleId`.
         */
        get: operations["listPayrollSchedules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List employees
         * @description Newest first, cursor-paginated: pass the last id of a page as `startingAfter` for the next.
         */
        get: operations["listEmployees"];
        put?: never;
        /**
         * Create an employee
         * @description Unknown fields are refused (`unknown_field`). `ssn` is write-only: responses carry `ssnLastFour`. `dateOfBirth` and `address.zipCode` are accepted as aliases. From API-Version 2024-01-16 the employee carries `resettableFields`, and `onboarding_status` may read `NEEDS_EXPANDED_VERIFICATION` (earlier versions read `FAILED`).
         */
        post: operations["createEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an employee
         * @description The full SSN is never returned. From API-Version 2024-01-16 the employee carries `resettableFields`, and `onboarding_status` may read `NEEDS_EXPANDED_VERIFICATION` (earlier versions read `FAILED`).
         */
        get: operations["getEmployee"];
        put?: never;
        post?: never;
        /**
         * Erase an employee
         * @description Erases the person for good. Their cards are cancelled at the card issuer first: if the issuer does not confirm, nothing is erased (`503 erasure_issuer_failed`; retry later), and a card still being issued answers `409 erasure_card_pending`. Then their personal data is removed from every table, the records the law keeps (credit decisions and adverse action notices, the customer identification record, agreement acceptances) are kept apart from the API for their periods, and `employee.deleted` is sent. Afterwards every path of the employee answers `404 employee_not_found` and lists leave them out. Send an `Idempotency-Key` to retry safely: a replay answers the same body.
         */
        delete: operations["deleteEmployee"];
        options?: never;
        head?: never;
        /**
         * Update an employee (JSON Patch)
         * @description An RFC 6902 JSON Patch of 1–100 operations, applied atomically to the writable fields. `/ssn` is write-only (no `test`, `copy` or `move`). Identity data follows `resettableFields`: changing a locked field is `409 field_locked`. The paths it may write: `/externalId`, `/firstName`, `/lastName`, `/email`, `/phoneNumber`, `/enrollInNewOnboarding`, `/isEmployed`, `/isEligible`, `/birthDate`, `/ssn`, `/address`, `/payrollScheduleId`, and the fields within `/address`. What the service sets is read-only, `422 validation_failed` with `read_only` per path: `/id`, `/object`, `/employerId`, `/ssnLastFour`, `/onboarding_status`, `/resettableFields`, `/repaymentMethodRequired`, `/createdAt`, `/updatedAt`. From API-Version 2024-01-16 the employee carries `resettableFields`, and `onboarding_status` may read `NEEDS_EXPANDED_VERIFICATION` (earlier versions read `FAILED`).
         */
        patch: operations["patchEmployee"];
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/onboarding/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get onboarding status
         * @description The 12 requirements in order, each with its state, a stable code, the fields that fix it and who can act. `complete` is true only when all hold; evaluated on read, so it never lags a write.
         *
         *     **Exists from API-Version 2026-11-21**; earlier versions get `404 endpoint_requires_newer_version`.
         */
        get: operations["getOnboardingStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/onboarding/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Initiate onboarding (removed)
         * @description Deprecated by the contract and removed: enrol with `enrollInNewOnboarding: true` on create or by PATCH, then read the onboarding status.
         */
        post: operations["initiateOnboarding"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/invite-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a portal invite link
         * @description A single-use link that signs the employee in to the onboarding portal; valid for 7 days. Only the newest link of an employee works: a new one replaces any unused earlier link. Retried under the same `Idempotency-Key`, it answers the same link while that link still works, and runs again (a fresh link, no `Idempotent-Replayed`) once the link was used, expired or replaced: a retry never hands out a dead link. Refused with `409 employer_suspended` while the program has suspended the employer.
         */
        post: operations["createInviteLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/agreements": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List agreements
         * @description The agreements of the employee's program with their latest version and acceptance, texts in the language asked for where one exists.
         */
        get: operations["listAgreements"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/agreements/{agreementId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept an agreement
         * @description Accept the latest version by its tag. An earlier tag is `409 agreement_version_outdated` with `latestTag`. Accepting again is a no-op. Refused with `409 hard_stop_under_18` or `409 hard_stop_identity_failed` while that hard stop holds (/docs/errors#hard_stop_under_18 and the two codes after it).
         */
        post: operations["acceptAgreement"];
        /**
         * Withdraw consent to an optional agreement
         * @description Withdraws the employee's consent to an optional agreement (the program's product e-mails): the acceptance record keeps its history with the withdrawal beside it (when, who, through which door), `acceptedOn` becomes null and `withdrawnOn` says when, `agreement.withdrawn` is sent, and no product e-mail goes to the employee from then on (e-mails about their card and identity still do). Withdrawing what is not accepted answers the agreement unchanged. A required agreement answers `409 agreement_required`. Accept it again with POST.
         */
        delete: operations["withdrawAgreement"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/atr": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List ability-to-repay submissions
         * @description Newest first.
         */
        get: operations["listAtrSubmissions"];
        put?: never;
        /**
         * Submit ability to repay
         * @description Income and obligations in integer cents. Every submission is kept; the latest decides requirement 11, so a new one after a decline is allowed. Refused with `409 hard_stop_under_18` or `409 hard_stop_identity_failed` while that hard stop holds (/docs/errors#hard_stop_under_18 and the two codes after it). Once the employee holds a card, a new answer is a request for a higher limit on it (`POST …/cards/{cardId}/limit-requests/preview`): `409 card_terms_in_force` names the card.
         */
        post: operations["submitAtr"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/identity-verification/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start identity verification
         * @description No body. Needs the SSN, birth date, address and phone number (`422 identity_data_missing` lists what is missing). Someone under 18 is refused with `409 hard_stop_under_18` and no vendor call; someone whose documentary review failed with `409 hard_stop_identity_failed` (correcting their name, birth date, SSN or address starts a new check by itself). The outcome arrives by webhook: `identity-verification.success`, `identity-verification.failed` or `identity-verification.needs-documentary-evidence`. Before API-Version 2024-01-16 the last reads as `identity-verification.failed`.
         */
        post: operations["initiateIdentityVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload documentary evidence
         * @description Only in NEEDS_EXPANDED_VERIFICATION. Images are base64 without a `data:` prefix: photos (JPEG, PNG or WebP) of 10 KB to 5 MiB each, no PDF; driver's licenses and state IDs need the back too. The outcome arrives by webhook: `identity-verification.success`, `identity-verification.failed` or `identity-verification.needs-documentary-evidence`. Before API-Version 2024-01-16 the last reads as `identity-verification.failed`.
         */
        post: operations["submitEvidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/identity-verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get identity verification
         * @description The employee's verification state, read for the API version, and every check.
         */
        get: operations["getIdentityVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/integration/close-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset verification (staging)
         * @description The 2021-08-10 contract's staging helper (/docs/changelog/2024-01-16): resets the employee's verification to NOT_STARTED so the expanded flow can be tried again.
         *
         *     **Exists from API-Version 2024-01-16**; earlier versions get `404 endpoint_requires_newer_version`.
         *
         *     **Sandbox only**: in production this path answers `404 not_found`.
         */
        post: operations["closeAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/employers/{employer_id}/employees/{employee_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get an employee (release-notes path)
         * @description The same employee as `GET /api/employers/{employerId}/employees/{employeeId}`, at the path the 2021-08-10 contract gave it (/docs/guides/glossary).
         */
        get: operations["getEmployeeV1"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List payment methods */
        get: operations["listPaymentMethods"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/payment-methods/{paymentMethodId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a payment method
         * @description An employee with a card keeps at least one repayment method: removing the last is `409 payment_method_required`.
         */
        delete: operations["removePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/payment-methods/stripe/publishable-key": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Get the Stripe publishable key
         * @description Step 1. Saving a method: (1) publishable key, (2) client secret, (3) confirm the SetupIntent with Stripe.js or the mobile SDK, (4) attach it here.
         */
        get: operations["getPublishableKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/payment-methods/stripe/client-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Create a SetupIntent
         * @description Step 2: each call creates a fresh SetupIntent for saving a method without a charge. A repayment method is asked only for a card that can come: while a hard stop holds (under 18, identity failed for good, credit declined: /docs/errors#hard_stop_under_18 and the two codes after it) this is `409 hard_stop_*`, before any call to Stripe — except for the holder of a live card, who may always save one. Saving a method: (1) publishable key, (2) client secret, (3) confirm the SetupIntent with Stripe.js or the mobile SDK, (4) attach it here.
         */
        get: operations["createSetupIntentClientSecret"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/payment-methods/stripe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Attach a confirmed SetupIntent
         * @description Step 4: the SetupIntent must have succeeded and belong to this employee. Attaching one already attached answers the same method. A repayment method is asked only for a card that can come: while a hard stop holds (under 18, identity failed for good, credit declined: /docs/errors#hard_stop_under_18 and the two codes after it) this is `409 hard_stop_*`, before any call to Stripe — except for the holder of a live card, who may always save one. Saving a method: (1) publishable key, (2) client secret, (3) confirm the SetupIntent with Stripe.js or the mobile SDK, (4) attach it here.
         */
        post: operations["attachPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}/limit-requests/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Preview a new limit
         * @description What an income answer (integer cents) would do to the live card's limit, decided as onboarding decides income, to show the person before they confirm: `raise` gives the new limit; `unchanged` means the card keeps its limit and terms — a lower answer, the same limit or a decline never lowers or closes a card, and sends no adverse action notice. Nothing is recorded.
         */
        post: operations["previewCardLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}/limit-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise the limit
         * @description Confirms a preview whose outcome was `raise`: the same answer with the new limit shown (`expectedCreditLimit`). The decision is kept as an ATR submission (`atr.evaluated`), the card's `terms` take its limit and repayment plan with this confirmation, `card.limit_raised` follows, and the employee is e-mailed. An answer that would not raise the limit is `409 limit_not_raised`, and one that gives another limit than shown (the program's terms changed) `409 limit_changed`; neither records anything.
         */
        post: operations["requestCardLimit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List cards */
        get: operations["listCards"];
        put?: never;
        /**
         * Create the card
         * @description `cardType=virtual`: an Active virtual card. `cardType=all`: plus a physical card that stays Inactive until activated. Refused with `409 hard_stop_*` while a hard stop holds (under 18, identity failed for good, credit declined: /docs/errors#hard_stop_under_18 and the two codes after it), and with `400 onboarding_incomplete` (listing each unmet requirement) until all 12 requirements hold; a second card is `409 card_already_exists` with the existing `cardId`. Retries with the same Idempotency-Key never issue two cards. When the card issuer fails or times out the answer is `503 card_issuer_unavailable` with the `cardId`: the card is reserved and issued shortly by a reconciler (`card.created` follows); until then it is not listed and a new create answers 409. An issuer that refuses the card for good is `502 card_issuer_refused`, and nothing is kept.
         */
        post: operations["createCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a card */
        get: operations["getCard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}/activate-physical-card": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Activate the physical card
         * @description No body. The physical card must have been mailed — shipped or delivered; the person holding it is the proof. In the sandbox it is mailed when the card is created, so `cardType=all` then this call answers 201 then 200 with nothing in between. `409 physical_card_not_shipped` before it is mailed or after it came back undeliverable; `409 card_locked` while a lock stands; `409 card_closed` for a closed card.
         */
        post: operations["activatePhysicalCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}/lock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lock the card
         * @description Places a lock for a `reason`: the card (virtual and physical) stops working until every lock is lifted. Locks stack by reason; the same reason twice is one lock (answered unchanged, no event). A partner may place `cardholder_request`, `employer_request` and `suspected_fraud`; `employment_ended`, `not_eligible` and `identity_unverified` are the program's own (`403 card_action_not_allowed`). `card.locked` follows; the issuer holds the card inactive.
         */
        post: operations["lockCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a lock
         * @description Lifts the lock of one `reason`, if it is yours to lift (the same reasons a partner may place). The card works again only when `locks` is empty — another reason's lock (the program's, for example) keeps it locked. A lock not standing is nothing to lift (answered unchanged). `card.unlocked` follows with the locks left.
         */
        post: operations["unlockCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}/report-lost-or-stolen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report the card lost or stolen
         * @description Closes the card (`card.closed`, `reason` lost or stolen) and issues a replacement: a new card id and number, the same card type, linked both ways (`replacesCardId` / `replacedByCardId`); a physical card is mailed again to the address on file now and must be activated again. The replacement keeps HR's and the program's locks, not the cardholder's own. `201` with the replacement (`card.created` with `replacesCardId`, then `card.replaced`); reporting the same card again — a retry, or two reports at once — answers the same replacement (one replacement, however many reports). Works on a locked card. When the card issuer fails: `503 card_issuer_unavailable` with the replacement's `cardId`, and it is issued shortly by itself.
         */
        post: operations["reportCardLostOrStolen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}/mail-again": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a returned card again
         * @description When the physical card came back undeliverable (`physicalCard.shipping.status` `returned`, or `failure`; `card.shipping_failed`), ask the employee to check their address — PATCH it if it changed — then call this with `addressConfirmed: true`. The card is closed (`card.closed`, reason `undeliverable`) and replaced as a lost card is: a new card id and number, the same type, the physical card mailed to the address on file now (`card.created` with `replacesCardId`, `card.replaced`). `409 physical_card_not_returned` for a card on its way or delivered. Asked again, the same replacement.
         */
        post: operations["mailCardAgain"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/employers/{employerId}/employees/{employeeId}/cards/{cardId}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the card
         * @description Closes the card for good, without a replacement: both parts read `Canceled`, the issuer cancels them, and the employee may request a new card. `employment_ended` is the program's own reason. Closing a closed card answers it unchanged. `card.closed` follows (`replacedByCardId: null`).
         */
        post: operations["closeCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List webhook endpoints */
        get: operations["listWebhookEndpoints"];
        put?: never;
        /**
         * Register a webhook endpoint
         * @description The answer carries the signing `secret` (`whsec_…`) this once. `events`: event types, or `["*"]` for all. In production configuration only public `https` URLs are accepted.
         */
        post: operations["createWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Get a webhook endpoint */
        get: operations["getWebhookEndpoint"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint
         * @description Stops deliveries to it.
         */
        delete: operations["deleteWebhookEndpoint"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret
         * @description A new secret, shown once. The old one keeps signing beside it for 24 hours (two signatures in `webhook-signature`).
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{endpointId}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Re-enable a disabled endpoint
         * @description An endpoint whose every attempt failed for days (5 by default) is disabled (`status: disabled`, and a `webhook-endpoint.disabled` event to your other endpoints). Once it answers again, re-enable it: the deliveries that waited are sent at once, oldest first. An endpoint that is not disabled is returned unchanged.
         */
        post: operations["enableWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a test event
         * @description Queues a `webhook-endpoint.test` event for this endpoint only, whatever it subscribes to, signed and retried like every event. The answer is its delivery: follow it under `…/deliveries`. Test events are not listed by `GET /api/events`. A disabled endpoint is `409 webhook_endpoint_disabled`: re-enable it first.
         */
        post: operations["testWebhookEndpoint"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List deliveries
         * @description Recent deliveries, newest first, with the log of every attempt.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhook-endpoints/{endpointId}/deliveries/{deliveryId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replay a delivery
         * @description A fresh round of attempts with the same `webhook-id`.
         */
        post: operations["replayWebhookDelivery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List events
         * @description The events of the employers your client is bound to, oldest first, each exactly as a webhook carries it (shaped for the request's API version), for catching up after an outage without waiting for retries.
         *
         *     Page with `after` = the previous page's `nextCursor` until `hasMore` is false; keep the last `nextCursor` and poll with it. No event is skipped or repeated across pages, even while events are being written: an event appears once every transaction that started before it has ended (normally milliseconds).
         *
         *     Events about one of your endpoints (`webhook-endpoint.*`) are listed for your client only; test events are never listed. Events are kept 30 days (a deployment may keep them longer): a cursor older than that is `410 cursor_expired`.
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your API client
         * @description The client the request authenticated as, with the API version it is pinned to.
         */
        get: operations["getClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client/api-version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change your pinned API version
         * @description Requests without an `API-Version` header are served under this version from now on (other instances within two seconds), as are webhook endpoints registered before endpoints had a version of their own; endpoints with a version keep theirs. Try the version with the header on single requests first (/docs/changelog says what each changes). An older version may be pinned again to roll back. Recorded in the employers' audit trails.
         */
        post: operations["pinClientApiVersion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/issuing/cards/{cardId}/shipping/ship": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the physical card shipped
         * @description A test helper in the manner of Stripe Issuing's: moves the sandbox issuer's shipment along, and its report is applied as Stripe's card events are, so `card.shipped` / `card.delivered` / `card.shipping_failed` follow. The sandbox mails a physical card when it is made (shipped at once) and delivers it by itself about 30 seconds later, so these are only needed to hurry a delivery or to test a returned card (`return`, from shipped). A step the card is already at, or past, answers the card unchanged. Only with the sandbox issuer: with Stripe Issuing it is 404 (Stripe's own test helpers move the card).
         *
         *     **Sandbox only**: in production this path answers `404 not_found`.
         */
        post: operations["sandboxShipCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/issuing/cards/{cardId}/shipping/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the physical card delivered
         * @description A test helper in the manner of Stripe Issuing's: moves the sandbox issuer's shipment along, and its report is applied as Stripe's card events are, so `card.shipped` / `card.delivered` / `card.shipping_failed` follow. The sandbox mails a physical card when it is made (shipped at once) and delivers it by itself about 30 seconds later, so these are only needed to hurry a delivery or to test a returned card (`return`, from shipped). A step the card is already at, or past, answers the card unchanged. Only with the sandbox issuer: with Stripe Issuing it is 404 (Stripe's own test helpers move the card).
         *
         *     **Sandbox only**: in production this path answers `404 not_found`.
         */
        post: operations["sandboxDeliverCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/issuing/cards/{cardId}/shipping/return": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark the physical card returned undeliverable
         * @description A test helper in the manner of Stripe Issuing's: moves the sandbox issuer's shipment along, and its report is applied as Stripe's card events are, so `card.shipped` / `card.delivered` / `card.shipping_failed` follow. The sandbox mails a physical card when it is made (shipped at once) and delivers it by itself about 30 seconds later, so these are only needed to hurry a delivery or to test a returned card (`return`, from shipped). A step the card is already at, or past, answers the card unchanged. Only with the sandbox issuer: with Stripe Issuing it is 404 (Stripe's own test helpers move the card).
         *
         *     **Sandbox only**: in production this path answers `404 not_found`.
         */
        post: operations["sandboxReturnCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/employers/{employerId}/employees/{employeeId}/reminders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the onboarding reminder rule as of a time
         * @description A test helper: decides the employee's reminder to finish onboarding as the worker would at `asOf` (default now, at most 30 days ahead), and sends it if due — into the development outbox — with `employee.onboarding_reminder_sent`. A reminder goes after 2 and after 7 days without progress, at most two, only while the next step is the employee's own, never once they have a card, under a stop, or after they opted out. Sandbox only: 404 in production.
         *
         *     **Sandbox only**: in production this path answers `404 not_found`.
         */
        post: operations["sandboxRunOnboardingReminder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/stripe/setup_intents/{setupIntentId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm a SetupIntent (sandbox Stripe.js)
         * @description The sandbox's stand-in for `stripe.confirmSetup`: pass a test payment method (`pm_card_visa`, `pm_card_mastercard`, `pm_card_chargeDeclined`, `pm_usBankAccount`, …) with the client secret, or authenticate with HTTP Basic. Answers in Stripe's shape.
         *
         *     **Sandbox only**: in production this path answers `404 not_found`.
         */
        post: operations["sandboxConfirmSetupIntent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox/stripe/setup_intents/{setupIntentId}/verify_microdeposits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Settle a bank account (sandbox)
         * @description The bank's verification finishing later: the payment method becomes Verified (or Failed) and `payment_method.updated` is sent.
         *
         *     **Sandbox only**: in production this path answers `404 not_found`.
         */
        post: operations["sandboxVerifyMicrodeposits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check
         * @description No authentication. `200` when the database answers.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness check
         * @description No authentication. For load balancers and orchestrators: `200` when this instance takes traffic; `503` once it has begun a graceful shutdown (in-flight requests still finish) or while the database does not answer.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description The OpenAPI 3.1 document, generated from the schemas the handlers use. No authentication.
         */
        get: operations["getOpenApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "employee.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.created
         * @description An employee was created (by the API, the admin area or the eligibility file).
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.updated
         * @description Employee fields changed; `changedFields` names them, never their values.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.repayment_method_required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.repayment_method_required
         * @description The employee repaid by payroll deduction, their employment ended while they had a card, and they have no verified payment method: they must save one (`POST …/payment-methods/stripe`) to repay what is owed. The portal asks them; the employee's `repaymentMethodRequired` is true. The card is locked (`card.locked`, `employment_ended`).
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_repayment_method_required"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.repayment_method_no_longer_required": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.repayment_method_no_longer_required
         * @description A repayment method is no longer asked of the employee: one they saved was verified (`payment_method_verified`), or the employer reports them employed again (`employed_again`).
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_repayment_method_no_longer_required"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.onboarding_reminder_sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.onboarding_reminder_sent
         * @description We e-mailed the employee a reminder to finish onboarding: after 2 days (`reminder` 1) or 7 days (2) without progress while the next step was theirs. At most two per employee; never once they have a card, under a stop, or after they opted out. The e-mail itself is not in the event.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_onboarding_reminder_sent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.onboarding_reminders_opted_out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.onboarding_reminders_opted_out
         * @description The employee stopped the reminders to finish onboarding, from the link in a reminder (or their mail client's unsubscribe). E-mails about their card and identity still go.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_onboarding_reminders_opted_out"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.invite_opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.invite_opened
         * @description The employee opened an invite link made for them (`POST …/invite-link`, or HR's): they are signed in to the portal. Once per link; an e-mailed sign-in link is no invite.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_invite_opened"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.invite_expired": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.invite_expired
         * @description An invite link expired unopened (7 days after it was made) while it was still the employee's newest: make a fresh one (`POST …/invite-link`) and send it again. Not sent for a link replaced by a newer one.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_invite_expired"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.onboarding_completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.onboarding_completed
         * @description Every onboarding requirement of the employee is met, for the first time (`GET …/onboarding/status` answers `complete: true`): a card can be issued. Sent once per employee, within moments of the change that completed it; a later change that undoes it and a completion after are not announced again (read the status).
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_onboarding_completed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.deleted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.deleted
         * @description The employee was erased (by the partner's `DELETE …/employees/{employeeId}` or by HR): their cards were cancelled at the issuer first, their personal data is gone, and the employee answers 404 from now on. Only what the law keeps remains, apart from the API. Carries ids only.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_employee_deleted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "agreement.accepted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * agreement.accepted
         * @description The employee accepted an agreement version.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_agreement_accepted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "agreement.withdrawn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * agreement.withdrawn
         * @description The employee withdrew their consent to an optional agreement (product e-mails), through the portal or the partner's `DELETE …/agreements/{agreementId}`: nothing it covered is sent from now on. Accepting it again sends agreement.accepted.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_agreement_withdrawn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "atr.evaluated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * atr.evaluated
         * @description An ability-to-repay submission was decided.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_atr_evaluated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "identity-verification.success": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * identity-verification.success
         * @description Identity verified (after the standard check or the evidence review).
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_identity_verification_success"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "identity-verification.failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * identity-verification.failed
         * @description Identity verification failed. Before API-Version 2024-01-16 this also stands for needs-documentary-evidence.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_identity_verification_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "identity-verification.needs-documentary-evidence": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * identity-verification.needs-documentary-evidence
         * @description The check needs documents: upload them with `POST …/evidence`. From API-Version 2024-01-16; earlier versions receive `identity-verification.failed` with status FAILED.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_identity_verification_needs_documentary_evidence"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "identity-verification.restarted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * identity-verification.restarted
         * @description A verified employee's name, birth date or SSN changed, or identity data a running check was about to send changed (its name, birth date, SSN, phone or address): identity starts over (a new check runs with the data as it is now, or waits for complete data), and a card is paused (`card.locked`, `identity_unverified`) until a check passes.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_identity_verification_restarted"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "identity-verification.unresolved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * identity-verification.unresolved
         * @description The identity vendor ended a check without a decision (its workflow errored, or no decision came within 12 hours of the first request): nothing was decided about the person. `status` is where they are again: NOT_STARTED (initiate a new check) or NEEDS_EXPANDED_VERIFICATION (upload the document again). Our operators are alerted. Should the vendor still decide that check before the person starts again, its outcome event follows as usual.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_identity_verification_unresolved"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.created
         * @description The card was issued.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_created"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.activated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.activated
         * @description The physical card was activated (through the API, or at the card issuer).
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_activated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.shipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.shipped
         * @description The physical card was mailed; `trackingNumber`, `carrier` and `eta` when the issuer reports them.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_shipped"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.delivered
         * @description The physical card was delivered: the employee can activate it.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_delivered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.shipping_failed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.shipping_failed
         * @description The physical card did not reach the employee: returned to the issuer, or the shipment failed. Contact support to have it sent again.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_shipping_failed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.canceled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.canceled
         * @description The card issuer cancelled the employee's virtual or physical card on its own (its Dashboard, its support); it no longer works. A card closed through this service sends card.closed instead.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_canceled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.locked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.locked
         * @description A lock was placed on the card (the partner, the employee, HR or the program, with a reason): it does not work until every lock is lifted.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_locked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.unlocked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.unlocked
         * @description A lock was lifted; `locks` lists those still standing — the card works again when it is empty.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_unlocked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.closed
         * @description The card was closed for good: reported lost or stolen, or its physical card came back undeliverable and is mailed again (a replacement follows: `replacedByCardId`, then card.created and card.replaced), or closed without a replacement.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_closed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.replaced": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.replaced
         * @description A replacement was issued: a new card id and number (`replacementCardId`), the same card type; a physical card is mailed again.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_replaced"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "card.limit_raised": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * card.limit_raised
         * @description The card's limit was raised by a confirmed limit request (POST …/cards/{cardId}/limit-requests): `creditLimit` and `previousCreditLimit` in cents; the card's `terms` carry the new limit and repayment plan. The employee is e-mailed. A limit never goes down this way.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_card_limit_raised"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment_method.attached": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment_method.attached
         * @description A payment method was saved.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_payment_method_attached"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment_method.updated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment_method.updated
         * @description A bank account's verification finished (Verified or Failed). Sent only when the status changes.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_payment_method_updated"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment_method.removed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment_method.removed
         * @description A payment method was removed (by the API or detached at Stripe).
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_payment_method_removed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook-endpoint.disabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook-endpoint.disabled
         * @description One of your endpoints failed every attempt for days and is disabled: nothing is sent to it (its deliveries wait) until it is re-enabled with `POST /api/webhook-endpoints/{id}/enable`. Sent to your client's other endpoints.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_webhook_endpoint_disabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook-endpoint.enabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook-endpoint.enabled
         * @description A disabled endpoint was re-enabled; its waiting deliveries are being sent.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_webhook_endpoint_enabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "eligibility_file.processed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * eligibility_file.processed
         * @description An eligibility file the employer uploaded over SFTP was processed and its acknowledgement written to the account's `outbound/` folder: imported (`processed`, rejected rows included), a `duplicate` of a file already received (nothing applied), or `failed` (nothing applied). Carries the counts, never a row's data.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_eligibility_file_processed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook-endpoint.test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * webhook-endpoint.test
         * @description A test you asked for with `POST /api/webhook-endpoints/{id}/test`: sent to that endpoint only, whatever it subscribes to, signed like every event. Not in `GET /api/events`.
         *
         *     Signed per [Standard Webhooks](https://www.standardwebhooks.com); the payload follows the endpoint's API version (the endpoint's `apiVersion`; your client's pinned version for an endpoint registered before endpoints had one).
         */
        post: operations["event_webhook_endpoint_test"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        Agreement: {
            /**
             * @description Opaque id with the prefix `agr_`.
             * @example agr_2Wc4Ev6Rb8Tn0Ym3Ux5Iz7
             */
            id: string;
            /** @enum {string} */
            object: "agreement";
            /**
             * @description The latest version's tag: accept this one.
             * @example cardholder-agreement-2026-01
             */
            tag: string;
            /**
             * Format: date-time
             * @description When the employee accepted the version that keeps them current: this one, or an earlier one that every later version only notified them of; null until then.
             * @example 2026-11-21T19:00:00.000Z
             */
            acceptedOn: string | null;
            /** @description The version whose acceptance `acceptedOn` dates: `tag`, or an earlier one (a notify-only update). */
            acceptedTag: string | null;
            required: boolean;
            title: string | null;
            text: string | null;
            language: string | null;
            /**
             * Format: date-time
             * @description When this version took effect.
             * @example 2026-11-21T19:00:00.000Z
             */
            publishedAt: string;
            /**
             * Format: date-time
             * @description When the employee withdrew their consent to this optional agreement (product e-mails), while they have not accepted it again; null otherwise.
             * @example 2026-11-21T19:00:00.000Z
             */
            withdrawnOn: string | null;
            /** @description An earlier version the employee accepted, when the latest is not accepted yet. */
            previouslyAcceptedTag: string | null;
            /** @description The employee accepted an earlier version, and this one asks them to review and accept it again: the agreements requirement is unmet until they do. */
            reacceptanceRequired: boolean;
        };
        ApiClient: {
            /**
             * @description Opaque id with the prefix `cli_`.
             * @example cli_8Hj2Kl4Zx6Cv8Bn0Mq2We4
             */
            id: string;
            /** @enum {string} */
            object: "api_client";
            /** @example Acme Benefits production */
            name: string;
            /**
             * @description The version of requests without an `API-Version` header, and of webhook endpoints registered without a version before endpoints had one. Change it with `POST /api/client/api-version`.
             * @example 2026-11-21
             * @enum {string}
             */
            pinnedApiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
        };
        /** @enum {string} */
        ApiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
        AtrSubmission: {
            /**
             * @description Opaque id with the prefix `atr_`.
             * @example atr_8Kj3Hg5Fd7Sa9Qw2Er4Ty6
             */
            id: string;
            /** @enum {string} */
            object: "atr_submission";
            /**
             * @description Opaque id with the prefix `empl_`.
             * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
             */
            employeeId: string;
            /** @description As submitted. Integer cents. */
            annualIncome: number;
            /** @description As submitted. Integer cents. */
            monthlyObligations: number;
            /**
             * @description Passed ATR or Failed ATR.
             * @example Passed ATR
             */
            status: string;
            passed: boolean;
            /** @description 0 when failed. Integer cents. */
            maxAllowableBalance: number;
            /** @description floor(annualIncome / 12). Integer cents. */
            monthlyIncome: number;
            /** @description Minimum payment on the granted line. Integer cents. */
            estimatedMonthlyPayment: number;
            /** @description Debt-to-income in basis points. */
            debtToIncomeBps: number;
            /** @description Monthly income − obligations − estimated payment. Integer cents. */
            residualIncome: number;
            repaymentTerms: components["schemas"]["RepaymentTerms"] | null;
            reasons: ("zero_income" | "debt_to_income_exceeded" | "residual_income_insufficient" | "line_below_minimum")[];
            /** @description For a decline, the principal reasons of its adverse action notice (Regulation B 12 CFR 1002.9(b)(2)), most important first, at most four; empty for a pass (and for declines decided before 2026-11 notices). */
            principalReasons: ("no_income" | "income_insufficient" | "excessive_obligations" | "too_little_income_left")[];
            /** @description The adverse action notice sent to the employee for a decline, while it is kept (25 months); null for a pass. */
            adverseActionNoticeId: string | null;
            settingsVersion: string;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
        };
        Card: {
            /**
             * @description Opaque id with the prefix `card_`.
             * @example card_5Rt8Yu2IoP4aS6dF9gH1jK
             */
            id: string;
            /** @enum {string} */
            object: "card";
            /**
             * @description Opaque id with the prefix `empl_`.
             * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
             */
            employeeId: string;
            /**
             * @description virtual or all.
             * @example all
             */
            cardType: string;
            /**
             * @description The card's overall state: the virtual card's for cardType=virtual, the physical card's for cardType=all (Inactive until activated).
             * @example Active
             */
            status: string | null;
            virtualCard: {
                /**
                 * @description Active or Inactive; Canceled once the card is closed (card.closed) or the card issuer cancelled it (card.canceled).
                 * @example Active
                 */
                status: string;
                lastFour: string;
                expiration: components["schemas"]["Expiration"];
            };
            physicalCard: components["schemas"]["PhysicalCard"] | null;
            /** @description True while any lock stands: the card does not work (status keeps saying whether it was activated). */
            locked: boolean;
            /** @description Every lock standing; they stack by reason, and each is lifted only by whom its reason allows. */
            locks: components["schemas"]["CardLock"][];
            /**
             * Format: date-time
             * @description When the card was closed for good (closed, or reported lost or stolen); null while open.
             * @example 2026-11-21T19:00:00.000Z
             */
            closedAt: string | null;
            /** @description lost, stolen, undeliverable (each replaced: replacedByCardId), cardholder_request, employer_request, suspected_fraud or employment_ended; null while open. */
            closeReason: string | null;
            /** @description On a replacement: the card it replaces (lost, stolen, or undeliverable). */
            replacesCardId: string | null;
            /** @description On a replaced card: its replacement. */
            replacedByCardId: string | null;
            /** @description The terms the card was asked for on: limit, repayment plan, how it is repaid, and their confirmation (a replacement carries its card's). Null for cards issued before 2026-11-28. */
            terms: components["schemas"]["CardTerms"] | null;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
        };
        CardLimitPreview: {
            /** @enum {string} */
            object: "card_limit_preview";
            /** @example card_3Hg5Fd7Sa9Qw2Er4Ty6Ui8 */
            cardId: string;
            /**
             * @description The card's limit now, in cents (null on a card issued before terms were recorded).
             * @example 300000
             */
            creditLimit: number | null;
            /**
             * @description The limit the answer gives, in cents; null when it would not pass.
             * @example 435000
             */
            proposedCreditLimit: number | null;
            /**
             * @description raise: confirming (POST …/limit-requests with expectedCreditLimit) raises the limit to proposedCreditLimit. unchanged: the card keeps its limit and terms — a lower answer never lowers or closes a card — and there is nothing to confirm.
             * @example raise
             * @enum {string}
             */
            outcome: "raise" | "unchanged";
        };
        CardLimitPreviewRequest: {
            /**
             * @description Annual income, in integer cents.
             * @example 6500000
             */
            annualIncome: number;
            /**
             * @description Monthly obligations (rent, loans, other payments), in integer cents.
             * @example 150000
             */
            monthlyObligations: number;
        };
        CardLimitRequest: {
            /**
             * @description Annual income, in integer cents.
             * @example 6500000
             */
            annualIncome: number;
            /**
             * @description Monthly obligations (rent, loans, other payments), in integer cents.
             * @example 150000
             */
            monthlyObligations: number;
            /**
             * @description The new limit the preview showed and the person confirmed, in integer cents (else 409 limit_changed).
             * @example 435000
             */
            expectedCreditLimit: number;
            /**
             * Format: date-time
             * @description When the new limit was shown to the person; not in the future.
             * @example 2026-12-07T18:30:00.000Z
             */
            shownAt?: string;
        };
        CardLock: {
            /**
             * @description cardholder_request, employer_request, suspected_fraud (partners, HR; the first also the employee), employment_ended, not_eligible (the program only).
             * @example cardholder_request
             */
            reason: string;
            /**
             * @description Who placed it: partner, employee, admin (HR) or system (the program).
             * @example employee
             */
            placedBy: string;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            placedAt: string;
        };
        CardLockRequest: {
            /**
             * @description Why the card is locked; each reason is placed and lifted only by whom it allows.
             * @example cardholder_request
             * @enum {string}
             */
            reason: "cardholder_request" | "employer_request" | "suspected_fraud" | "employment_ended" | "not_eligible" | "identity_unverified";
        };
        CardTerms: {
            /**
             * @description The income decision the limit and the repayment plan come from.
             * @example atr_8Kj3Hg5Fd7Sa9Qw2Er4Ty6
             */
            atrSubmissionId: string;
            /**
             * @description The spending limit. Integer cents.
             * @example 435000
             */
            creditLimit: number;
            /** @description The repayment plan: installments over the pay schedule's frequency. */
            repayment: components["schemas"]["RepaymentTerms"] | null;
            repaidBy: {
                /**
                 * @description payroll_deduction: the employer deducts the installments from pay; payment_method: the saved method is charged.
                 * @enum {string}
                 */
                method: "payroll_deduction" | "payment_method";
                paymentMethod: {
                    id: number;
                    /** @example CardDebit */
                    type: string;
                    /** @example Visa */
                    name: string;
                    /** @example 4242 */
                    lastFour: string;
                } | null;
            };
            /**
             * @description Who confirmed the terms with the card request: the employee (portal) or the partner on the person's behalf (termsConfirmation); null when the request carried no confirmation.
             * @enum {string|null}
             */
            confirmedBy: "employee" | "partner" | null;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            confirmedAt: string | null;
            /**
             * Format: date-time
             * @description When the terms were shown to the person, as the request said.
             * @example 2026-11-21T19:00:00.000Z
             */
            shownAt: string | null;
        };
        CloseCardRequest: {
            /**
             * @description Why the card is closed (a lost or stolen card is reported instead: it gets a replacement).
             * @example cardholder_request
             * @enum {string}
             */
            reason: "cardholder_request" | "employer_request" | "suspected_fraud" | "employment_ended";
        };
        CreateCardRequest: {
            /** @description The person saw these terms and confirmed them with this request. */
            termsConfirmation: {
                /**
                 * @description The ATR submission whose limit and repayment plan the person was shown; it must be the latest, and passed (else 409 terms_changed).
                 * @example atr_8Kj3Hg5Fd7Sa9Qw2Er4Ty6
                 */
                atrSubmissionId: string;
                /**
                 * Format: date-time
                 * @description When the terms were shown to the person; not in the future, not before the decision.
                 * @example 2026-11-27T18:30:00.000Z
                 */
                shownAt?: string;
            };
        };
        CreatedEmployee: {
            /**
             * @description Opaque id with the prefix `empl_`.
             * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
             */
            id: string;
            /** @enum {string} */
            object: "employee";
            /**
             * @description Opaque id with the prefix `empr_`.
             * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
             */
            employerId: string;
            externalId: string | null;
            firstName: string;
            lastName: string;
            email: string;
            phoneNumber: string | null;
            enrollInNewOnboarding: boolean;
            isEmployed: boolean | null;
            isEligible: boolean | null;
            /** @description YYYY-MM-DD. */
            birthDate: string | null;
            /** @description The last four digits; the full SSN is never returned. */
            ssnLastFour: string | null;
            address: components["schemas"]["EmployeeAddress"] | null;
            payrollScheduleId: number | null;
            onboarding_status: components["schemas"]["VerificationStatus"];
            resettableFields?: components["schemas"]["ResettableFields"];
            /** @description True when the employee must save a payment method to repay what is owed: they repaid by payroll deduction and their employment ended while they had a card (`employee.repayment_method_required`); false again once one is verified or they are employed again. */
            repaymentMethodRequired: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            updatedAt: string;
            /** @description Present only when there is something to say: the employee was created either way. */
            warnings?: components["schemas"]["EmployeeWarning"][];
        };
        DeletedEmployee: {
            id: string;
            /** @enum {string} */
            object: "employee";
            /** @enum {boolean} */
            deleted: true;
            /** @description The employee's cards, cancelled at the card issuer before anything was erased. */
            closedCardIds: string[];
        };
        DeletedWebhookEndpoint: {
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            /** @enum {boolean} */
            deleted: true;
        };
        /**
         * @example {
         *       "id": "empl_3xK9q2VfYp0LmN7bR4tZ1a",
         *       "object": "employee",
         *       "employerId": "empr_7Hq2Lm9XcV3bN8kP1sT4wY",
         *       "externalId": "HR-00042",
         *       "firstName": "Ada",
         *       "lastName": "Lovelace",
         *       "email": "ada@example.com",
         *       "phoneNumber": "+14155552671",
         *       "enrollInNewOnboarding": true,
         *       "isEmployed": true,
         *       "isEligible": true,
         *       "birthDate": "1990-04-23",
         *       "ssnLastFour": "8765",
         *       "address": {
         *         "line1": "1 Market St",
         *         "line2": null,
         *         "city": "San Francisco",
         *         "state": "CA",
         *         "postalCode": "94105"
         *       },
         *       "payrollScheduleId": 1,
         *       "onboarding_status": "NOT_STARTED",
         *       "resettableFields": {
         *         "residentialAddress": true,
         *         "birthDate": true,
         *         "ssn": true
         *       },
         *       "repaymentMethodRequired": false,
         *       "createdAt": "2026-11-21T19:00:00.000Z",
         *       "updatedAt": "2026-11-21T19:00:00.000Z"
         *     }
         */
        Employee: {
            /**
             * @description Opaque id with the prefix `empl_`.
             * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
             */
            id: string;
            /** @enum {string} */
            object: "employee";
            /**
             * @description Opaque id with the prefix `empr_`.
             * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
             */
            employerId: string;
            externalId: string | null;
            firstName: string;
            lastName: string;
            email: string;
            phoneNumber: string | null;
            enrollInNewOnboarding: boolean;
            isEmployed: boolean | null;
            isEligible: boolean | null;
            /** @description YYYY-MM-DD. */
            birthDate: string | null;
            /** @description The last four digits; the full SSN is never returned. */
            ssnLastFour: string | null;
            address: components["schemas"]["EmployeeAddress"] | null;
            payrollScheduleId: number | null;
            onboarding_status: components["schemas"]["VerificationStatus"];
            resettableFields?: components["schemas"]["ResettableFields"];
            /** @description True when the employee must save a payment method to repay what is owed: they repaid by payroll deduction and their employment ended while they had a card (`employee.repayment_method_required`); false again once one is verified or they are employed again. */
            repaymentMethodRequired: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            updatedAt: string;
        };
        EmployeeAddress: {
            line1: string | null;
            line2: string | null;
            city: string | null;
            /** @description Two-letter state or territory code. */
            state: string | null;
            postalCode: string | null;
        };
        EmployeePage: {
            data: components["schemas"]["Employee"][];
            hasMore: boolean;
        };
        EmployeeWarning: {
            /**
             * @description email_shared: other employees of the employer have this e-mail address (families share one; a person entered twice is also possible).
             * @enum {string}
             */
            code: "email_shared";
            message: string;
            /** @description The other employees concerned, oldest first (at most 10). */
            employeeIds: string[];
        };
        Employer: {
            /**
             * @description Opaque id with the prefix `empr_`.
             * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
             */
            id: string;
            /** @enum {string} */
            object: "employer";
            name: string;
            payrollDeductionRepayment: boolean;
            paymentMethodRepayment: boolean;
        };
        Event_agreement_accepted: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "agreement.accepted";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                agreementId: string;
                agreementTag: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 timestamp in UTC.
                 * @example 2026-11-21T19:00:00.000Z
                 */
                acceptedAt: string;
            };
        };
        Event_agreement_withdrawn: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "agreement.withdrawn";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                agreementId: string;
                /**
                 * Format: date-time
                 * @description ISO 8601 timestamp in UTC.
                 * @example 2026-11-21T19:00:00.000Z
                 */
                withdrawnAt: string;
            };
        };
        Event_atr_evaluated: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "atr.evaluated";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                atrId: string;
                /** @enum {string} */
                result: "Passed ATR" | "Failed ATR";
                /** @description Integer cents. */
                maxAllowableBalance: number;
            };
        };
        Event_card_activated: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.activated";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
            };
        };
        Event_card_canceled: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.canceled";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
                /**
                 * @description Which of the employee's cards the issuer cancelled.
                 * @enum {string}
                 */
                cardKind: "virtual" | "physical";
            };
        };
        Event_card_closed: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.closed";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
                /** @enum {string} */
                actorType: "partner" | "employee" | "admin" | "system";
                /** @enum {string} */
                channel: "api" | "portal" | "admin" | "system";
                /**
                 * @description Why: lost, stolen or undeliverable (a replacement follows, replacedByCardId), or a close reason.
                 * @enum {string}
                 */
                reason: "cardholder_request" | "employer_request" | "suspected_fraud" | "employment_ended" | "lost" | "stolen" | "undeliverable";
                /** @description The replacement being issued; null when closed without one. */
                replacedByCardId: string | null;
            };
        };
        Event_card_created: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.created";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
                /** @enum {string} */
                cardType: "virtual" | "all";
                /** @description Only on a replacement: the lost or stolen card it replaces. */
                replacesCardId?: string;
            };
        };
        Event_card_delivered: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.delivered";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
            };
        };
        Event_card_limit_raised: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.limit_raised";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
                /** @description The income decision that raised it (its atr.evaluated came first). */
                atrId: string;
                /** @description The card's limit now, in integer cents. */
                creditLimit: number;
                /** @description The limit it had, in integer cents; null for a card issued before its terms were kept. */
                previousCreditLimit: number | null;
            };
        };
        Event_card_locked: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.locked";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
                /** @enum {string} */
                actorType: "partner" | "employee" | "admin" | "system";
                /** @enum {string} */
                channel: "api" | "portal" | "admin" | "system";
                /**
                 * @description The lock just placed.
                 * @enum {string}
                 */
                reason: "cardholder_request" | "employer_request" | "suspected_fraud" | "employment_ended" | "not_eligible" | "identity_unverified";
                /** @description Every lock now standing (locks stack by reason). */
                locks: ("cardholder_request" | "employer_request" | "suspected_fraud" | "employment_ended" | "not_eligible" | "identity_unverified")[];
            };
        };
        Event_card_replaced: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.replaced";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /** @description The card replaced (lost, stolen, or its physical card undeliverable). */
                cardId: string;
                /** @description The new card, issued now (its card.created carries replacesCardId). */
                replacementCardId: string;
                /** @enum {string} */
                reason: "lost" | "stolen" | "undeliverable";
            };
        };
        Event_card_shipped: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.shipped";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
                /** @description The carrier's tracking number, when the issuer has one. */
                trackingNumber: string | null;
                /**
                 * @description usps, fedex, dhl, …, when known.
                 * @example usps
                 */
                carrier: string | null;
                /**
                 * Format: date-time
                 * @description The issuer's estimate of the delivery, when it has one.
                 * @example 2026-11-21T19:00:00.000Z
                 */
                eta: string | null;
            };
        };
        Event_card_shipping_failed: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.shipping_failed";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
                /**
                 * @description returned: sent back to the issuer; failure: the shipment failed.
                 * @enum {string}
                 */
                shippingStatus: "returned" | "failure";
            };
        };
        Event_card_unlocked: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "card.unlocked";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                cardId: string;
                /** @enum {string} */
                actorType: "partner" | "employee" | "admin" | "system";
                /** @enum {string} */
                channel: "api" | "portal" | "admin" | "system";
                /**
                 * @description The lock just lifted.
                 * @enum {string}
                 */
                reason: "cardholder_request" | "employer_request" | "suspected_fraud" | "employment_ended" | "not_eligible" | "identity_unverified";
                /** @description The locks still standing: the card works again only when this is empty. */
                locks: ("cardholder_request" | "employer_request" | "suspected_fraud" | "employment_ended" | "not_eligible" | "identity_unverified")[];
            };
        };
        Event_eligibility_file_processed: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "eligibility_file.processed";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            data: {
                /**
                 * @description Opaque id with the prefix `elf_`.
                 * @example elf_2Wq4Er6Ty8Ui0Op2As4Df6
                 */
                fileId: string;
                /**
                 * @description The name it was uploaded under, e.g. ACME_Eligibility_20260105.csv.
                 * @example ACME_Eligibility_20260105.csv
                 */
                fileName: string;
                /**
                 * @description processed: imported (some rows may be rejected); held: a full file that would make more than the employer's threshold ineligible, nothing applied until HR confirms it (the event is sent again with the decision); duplicate: the same bytes as a file already received, nothing applied; failed: nothing applied; discarded: a held file HR discarded or let expire, nothing applied.
                 * @enum {string}
                 */
                status: "processed" | "held" | "duplicate" | "failed" | "discarded";
                /** @description The import that applied it (as listed in the admin area); null for a duplicate. */
                importId: string | null;
                /**
                 * @description The acknowledgement file's name in outbound/.
                 * @example ACME_Eligibility_20260105.ack.csv
                 */
                acknowledgementName: string;
                /** @description The earlier file with the same content, for a duplicate. */
                duplicateOf: string | null;
                counts: {
                    rows: number;
                    created: number;
                    updated: number;
                    /** @description Rows that matched an employee and changed nothing (no write, no employee.updated). */
                    unchanged: number;
                    rejected: number;
                    /** @description Employees made ineligible because a full file left them out. */
                    madeIneligible: number;
                };
            };
        };
        Event_employee_created: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.created";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /**
                 * @description Present when the employer's eligibility file made the change (by SFTP, the admin area or the CLI).
                 * @enum {string}
                 */
                source?: "eligibility_file";
            };
        };
        Event_employee_deleted: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.deleted";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /** @description The employee's cards, cancelled at the card issuer before the erasure (no card.closed follows). */
                closedCardIds: string[];
            };
        };
        Event_employee_invite_expired: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.invite_expired";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /** @description When the link stopped working (7 days after it was made). */
                expiredAt: string;
            };
        };
        Event_employee_invite_opened: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.invite_opened";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
            };
        };
        Event_employee_onboarding_completed: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.onboarding_completed";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
            };
        };
        Event_employee_onboarding_reminder_sent: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.onboarding_reminder_sent";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /** @description Which reminder: 1 after 2 days without progress, 2 after 7; there is never a third. */
                reminder: 1 | 2;
            };
        };
        Event_employee_onboarding_reminders_opted_out: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.onboarding_reminders_opted_out";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
            };
        };
        Event_employee_repayment_method_no_longer_required: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.repayment_method_no_longer_required";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /**
                 * @description A payment method of theirs was verified, or the employer reports them employed again.
                 * @enum {string}
                 */
                reason: "payment_method_verified" | "employed_again";
            };
        };
        Event_employee_repayment_method_required: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.repayment_method_required";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /**
                 * @description Why: they repaid by payroll deduction and their employment ended with a card in hand.
                 * @enum {string}
                 */
                reason: "employment_ended";
            };
        };
        Event_employee_updated: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "employee.updated";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /** @description Names of the changed fields, never their values; absent when the eligibility file updated the employee. */
                changedFields?: string[];
                /**
                 * @description Present when the employer's eligibility file made the change (by SFTP, the admin area or the CLI).
                 * @enum {string}
                 */
                source?: "eligibility_file";
            };
        };
        Event_identity_verification_failed: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "identity-verification.failed";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /**
                 * @description Final, from API-Version 2024-01-16 on. Before it this event also stands for needs-documentary-evidence, with status FAILED: such a FAILED can still be resolved by uploading a document (POST …/evidence), and GET …/identity-verification sent with API-Version 2024-01-16 or later reads NEEDS_EXPANDED_VERIFICATION for it (/docs/changelog/2024-01-16).
                 * @enum {string}
                 */
                status: "FAILED";
                /**
                 * @description Opaque id with the prefix `idv_`.
                 * @example idv_4Gh6Jk8Lz0Xc2Vb4Nm6Qw8
                 */
                checkId: string;
                /**
                 * @description The check that decided it: standard (the data sent), or documentary (the review of the document uploaded after needs-documentary-evidence).
                 * @enum {string}
                 */
                stage: "standard" | "documentary";
            };
        };
        Event_identity_verification_needs_documentary_evidence: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "identity-verification.needs-documentary-evidence";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /**
                 * @description The standard check could not verify the person: a document upload (POST …/evidence) decides.
                 * @enum {string}
                 */
                status: "NEEDS_EXPANDED_VERIFICATION";
                /**
                 * @description Opaque id with the prefix `idv_`.
                 * @example idv_4Gh6Jk8Lz0Xc2Vb4Nm6Qw8
                 */
                checkId: string;
                /**
                 * @description The check that decided it: standard (the data sent), or documentary (the review of the document uploaded after needs-documentary-evidence).
                 * @enum {string}
                 */
                stage: "standard";
            };
        };
        Event_identity_verification_restarted: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "identity-verification.restarted";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /**
                 * @description PENDING: a new check is running. NOT_STARTED: the data does not allow one yet.
                 * @enum {string}
                 */
                status: "PENDING" | "NOT_STARTED";
                /** @enum {string} */
                reason: "identity_data_changed";
                /** @description The identity fields that changed (never their values). */
                changedFields: ("firstName" | "lastName" | "birthDate" | "ssn" | "phoneNumber" | "address")[];
            };
        };
        Event_identity_verification_success: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "identity-verification.success";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /**
                 * @description The employee's identity is verified.
                 * @enum {string}
                 */
                status: "VERIFIED";
                /**
                 * @description Opaque id with the prefix `idv_`.
                 * @example idv_4Gh6Jk8Lz0Xc2Vb4Nm6Qw8
                 */
                checkId: string;
                /**
                 * @description The check that decided it: standard (the data sent), or documentary (the review of the document uploaded after needs-documentary-evidence).
                 * @enum {string}
                 */
                stage: "standard" | "documentary";
            };
        };
        Event_identity_verification_unresolved: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "identity-verification.unresolved";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                /**
                 * @description Where the employee is again: NOT_STARTED after a standard check (initiate a new one), NEEDS_EXPANDED_VERIFICATION after a documentary check (upload the document again).
                 * @enum {string}
                 */
                status: "NOT_STARTED" | "NEEDS_EXPANDED_VERIFICATION";
                checkId: string;
                /** @enum {string} */
                stage: "standard" | "documentary";
                /**
                 * @description vendor_unresolved: the vendor ended the check without a decision. no_decision_in_time: no decision came within 12 hours of the first request (the vendor never answered, or answered with a status we do not read as one).
                 * @enum {string}
                 */
                reason: "vendor_unresolved" | "no_decision_in_time";
            };
        };
        Event_payment_method_attached: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "payment_method.attached";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                paymentMethodId: number;
                type: string;
                status: string;
            };
        };
        Event_payment_method_removed: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "payment_method.removed";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                paymentMethodId: number;
            };
        };
        Event_payment_method_updated: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "payment_method.updated";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            /**
             * @description This event's number among all events (of every type) about the employee: 1, 2, 3 … without gaps, in the order they were committed. Order an employee's events by it. Receiving every type, a gap means an event still on its way (or fetch it: `GET /api/events?employeeId=…`); subscribed to some types, the numbers you skip are the other types' events.
             * @example 7
             */
            sequence: number;
            data: {
                /**
                 * @description Opaque id with the prefix `empl_`.
                 * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
                 */
                employeeId: string;
                paymentMethodId: number;
                status: string;
            };
        };
        Event_webhook_endpoint_disabled: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "webhook-endpoint.disabled";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `whep_`.
                 * @example whep_6Yt8Ui0Op2As4Df6Gh8Jk0
                 */
                endpointId: string;
                url: string;
                /**
                 * Format: date-time
                 * @description When the streak of failed attempts began.
                 * @example 2026-11-21T19:00:00.000Z
                 */
                failingSince: string;
                consecutiveFailures: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 timestamp in UTC.
                 * @example 2026-11-21T19:00:00.000Z
                 */
                disabledAt: string;
            };
        };
        Event_webhook_endpoint_enabled: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "webhook-endpoint.enabled";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            data: {
                /**
                 * @description Opaque id with the prefix `empr_`.
                 * @example empr_7Hq2Lm9XcV3bN8kP1sT4wY
                 */
                employerId: string;
                /**
                 * @description Opaque id with the prefix `whep_`.
                 * @example whep_6Yt8Ui0Op2As4Df6Gh8Jk0
                 */
                endpointId: string;
                url: string;
                /**
                 * @description Who re-enabled it: your API client, or the employer's HR admin.
                 * @enum {string}
                 */
                enabledBy: "partner" | "admin";
            };
        };
        Event_webhook_endpoint_test: {
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            id: string;
            /** @enum {string} */
            type: "webhook-endpoint.test";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            timestamp: string;
            /**
             * @description The API version the event is shaped for: in a delivery, the endpoint's `apiVersion`; in the event list, the request's.
             * @example 2026-11-21
             * @enum {string}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
            data: {
                /**
                 * @description Opaque id with the prefix `whep_`.
                 * @example whep_6Yt8Ui0Op2As4Df6Gh8Jk0
                 */
                endpointId: string;
                url: string;
            };
        };
        EventList: {
            data: (components["schemas"]["Event_employee_created"] | components["schemas"]["Event_employee_updated"] | components["schemas"]["Event_employee_repayment_method_required"] | components["schemas"]["Event_employee_repayment_method_no_longer_required"] | components["schemas"]["Event_employee_onboarding_reminder_sent"] | components["schemas"]["Event_employee_onboarding_reminders_opted_out"] | components["schemas"]["Event_employee_invite_opened"] | components["schemas"]["Event_employee_invite_expired"] | components["schemas"]["Event_employee_onboarding_completed"] | components["schemas"]["Event_employee_deleted"] | components["schemas"]["Event_agreement_accepted"] | components["schemas"]["Event_agreement_withdrawn"] | components["schemas"]["Event_atr_evaluated"] | components["schemas"]["Event_identity_verification_success"] | components["schemas"]["Event_identity_verification_failed"] | components["schemas"]["Event_identity_verification_needs_documentary_evidence"] | components["schemas"]["Event_identity_verification_restarted"] | components["schemas"]["Event_identity_verification_unresolved"] | components["schemas"]["Event_card_created"] | components["schemas"]["Event_card_activated"] | components["schemas"]["Event_card_shipped"] | components["schemas"]["Event_card_delivered"] | components["schemas"]["Event_card_shipping_failed"] | components["schemas"]["Event_card_canceled"] | components["schemas"]["Event_card_locked"] | components["schemas"]["Event_card_unlocked"] | components["schemas"]["Event_card_closed"] | components["schemas"]["Event_card_replaced"] | components["schemas"]["Event_card_limit_raised"] | components["schemas"]["Event_payment_method_attached"] | components["schemas"]["Event_payment_method_updated"] | components["schemas"]["Event_payment_method_removed"] | components["schemas"]["Event_webhook_endpoint_disabled"] | components["schemas"]["Event_webhook_endpoint_enabled"] | components["schemas"]["Event_eligibility_file_processed"])[];
            /** @description Pass it as `after` for the next page, and keep it to resume later; null only when this page and every earlier one were empty. */
            nextCursor: string | null;
            /** @description More events are ready now. False means you are caught up: poll again later with `nextCursor`. */
            hasMore: boolean;
        };
        /**
         * @example {
         *       "month": 11,
         *       "year": 2029
         *     }
         */
        Expiration: {
            month: number;
            year: number;
        };
        FieldError: {
            /**
             * @description JSON Pointer (RFC 6901) into the request body or query.
             * @example /ssn
             */
            path: string;
            /** @description Field error code: required, invalid_type, unknown_field, too_long, too_short, out_of_range, email_invalid, date_invalid, birth_date_in_future, birth_date_out_of_range, ssn_invalid_format, ssn_starts_with_9, ssn_invalid_area, ssn_invalid_group, ssn_invalid_serial, ssn_taken, state_invalid, postal_code_invalid, address_po_box, phone_invalid_format, phone_invalid, payroll_schedule_not_found, payroll_schedule_inactive, invalid_value, nul_character, not_integer, datetime_invalid, accepted_at_in_future, accepted_at_before_publication, shown_at_in_future, shown_at_before_decision, agreement_tag_unknown, agreement_tag_taken, agreement_slug_taken, effective_at_in_past, effective_at_too_far, effective_at_before_latest, language_invalid, data_url_prefix_not_allowed, base64_invalid, image_empty, image_type_unsupported, image_too_small, back_image_required, webhook_url_invalid, event_type_unknown, cursor_invalid, setup_intent_invalid, setup_intent_not_succeeded, payment_method_token_unknown, card_type_invalid, read_only, write_only, path_not_found, ssh_key_invalid, ssh_key_private, ssh_key_unsupported, ssh_key_duplicate, sftp_credentials_required. */
            code: string;
            message: string;
        };
        Health: {
            /** @enum {string} */
            status: "ok";
        };
        /** @example 5f0c2a8e-6a4b-4b7e-9d0e-3f1c2b7a9e41 */
        IdempotencyKey: string;
        IdentityCheck: {
            /**
             * @description Opaque id with the prefix `idv_`.
             * @example idv_4Gh6Jk8Lz0Xc2Vb4Nm6Qw8
             */
            id: string;
            /** @enum {string} */
            object: "identity_check";
            /**
             * @description standard: the check of the data sent; documentary: the review of the identity document uploaded after needs-documentary-evidence.
             * @example standard
             * @enum {string}
             */
            kind: "standard" | "documentary";
            /**
             * @description pending (queued, running, or awaiting the vendor's review), completed (decided: see outcome), cancelled (replaced by a newer check: the data it sent changed, or the account was closed) or unresolved (the vendor gave no decision; see identity-verification.unresolved).
             * @example pending
             */
            status: string;
            outcome: components["schemas"]["VerificationStatus"] | null;
            attempts: number;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            completedAt: string | null;
        };
        IdentityCheckAccepted: {
            /** @enum {string} */
            object: "identity_verification";
            /**
             * @description Opaque id with the prefix `empl_`.
             * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
             */
            employeeId: string;
            /** @enum {string} */
            onboarding_status: "PENDING";
            check: components["schemas"]["IdentityCheck"];
        };
        IdentityVerification: {
            /** @enum {string} */
            object: "identity_verification";
            /**
             * @description Opaque id with the prefix `empl_`.
             * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
             */
            employeeId: string;
            onboarding_status: components["schemas"]["VerificationStatus"];
            checks: components["schemas"]["IdentityCheck"][];
        };
        InviteLink: {
            /**
             * @description Single-use portal sign-in link.
             * @example http://localhost:3000/invite/4hT…
             */
            url: string;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            expiresAt: string;
        };
        InviteLinkRequest: {
            /**
             * @description Where the portal offers to go back to your app: a link in its header once the person opened this invite.
             * @example https://app.partner.example/benefits/done
             */
            returnUrl?: string;
            /**
             * @description Where this link sends the person once it no longer works (used, expired or replaced), instead of the portal's sign-in page: your app makes a fresh link there and redirects to it.
             * @example https://app.partner.example/benefits/invite
             */
            refreshUrl?: string;
        };
        MailCardAgainRequest: {
            /**
             * @description The employee has checked (or just changed) the address on file; the replacement is mailed there.
             * @enum {boolean}
             */
            addressConfirmed: true;
        };
        OnboardingStatus: {
            /** @enum {string} */
            object: "onboarding_status";
            /**
             * @description Opaque id with the prefix `empl_`.
             * @example empl_3xK9q2VfYp0LmN7bR4tZ1a
             */
            employeeId: string;
            /** @description True only when all 12 requirements are fulfilled. */
            complete: boolean;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            evaluatedAt: string;
            summary: {
                fulfilled: number;
                total: number;
            };
            /** @description The 12 requirements, in the contract's order. */
            requirements: components["schemas"]["Requirement"][];
        };
        PaymentMethod: {
            /** @example 17 */
            id: number;
            /**
             * @description CardCredit, CardDebit or CardPrepaid by the card's funding (Card when the network does not say), or BankAccount.
             * @example CardCredit
             * @enum {string}
             */
            type: "CardCredit" | "CardDebit" | "CardPrepaid" | "Card" | "BankAccount";
            /** @example Visa */
            name: string;
            /** @example Visa credit •••• 4242 */
            description: string;
            /** @example 4242 */
            lastFour: string;
            expiration: components["schemas"]["Expiration"] | null;
            /**
             * @description Verified (usable for repayment), Pending (a bank account awaiting its micro-deposits) or Failed.
             * @example Verified
             * @enum {string}
             */
            paymentMethodStatus: "Verified" | "Pending" | "Failed";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
        };
        PayrollSchedule: {
            /** @example 1 */
            id: number;
            /** @enum {string} */
            object: "payroll_schedule";
            name: string;
            /**
             * @description weekly, biweekly, semimonthly or monthly.
             * @example biweekly
             */
            payFrequency: string;
            active: boolean;
        };
        PhysicalCard: {
            /**
             * @description Active or Inactive; Canceled once the card is closed (card.closed) or the card issuer cancelled it (card.canceled).
             * @example Active
             */
            status: string | null;
            lastFour: string | null;
            expiration: {
                month: number | null;
                year: number | null;
            };
            shipping: {
                /** @description pending (not mailed yet), shipped, delivered; or returned, failure (it did not arrive: card.shipping_failed) or canceled (the card was cancelled before it was mailed). */
                status: string | null;
                address: {
                    [key: string]: string | null;
                } | null;
                trackingNumber: string | null;
                /**
                 * @description usps, fedex, dhl, …, as the card issuer reports it.
                 * @example usps
                 */
                carrier: string | null;
                /**
                 * @description The carrier's tracking page for this card, when the carrier and number are known.
                 * @example https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223100001234
                 */
                trackingUrl: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 timestamp in UTC.
                 * @example 2026-11-21T19:00:00.000Z
                 */
                shippedAt: string | null;
                /**
                 * Format: date-time
                 * @description ISO 8601 timestamp in UTC.
                 * @example 2026-11-21T19:00:00.000Z
                 */
                deliveredAt: string | null;
            };
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            activatedAt: string | null;
        };
        /** @description An RFC 9457 problem document, served as application/problem+json. */
        Problem: {
            /**
             * @description The code's explanation on this service's /docs/errors page (what it means, how to fix it).
             * @example https://onboarding.example.com/docs/errors#validation_failed
             */
            type: string;
            title: string;
            status: number;
            /**
             * @description Stable machine code: branch on this, never on title or detail.
             * @enum {string}
             */
            code: "agreement_not_found" | "agreement_required" | "agreement_version_outdated" | "authentication_throttled" | "card_action_not_allowed" | "card_already_exists" | "card_closed" | "card_issuer_refused" | "card_issuer_unavailable" | "card_locked" | "card_not_found" | "card_terms_in_force" | "cursor_expired" | "employee_not_found" | "employer_not_found" | "employer_suspended" | "endpoint_removed" | "endpoint_requires_newer_version" | "erasure_card_pending" | "erasure_issuer_failed" | "evidence_not_requested" | "evidence_required" | "external_id_taken" | "field_locked" | "hard_stop_credit_declined" | "hard_stop_identity_failed" | "hard_stop_under_18" | "idempotency_key_reused" | "idempotency_request_in_progress" | "identity_already_verified" | "identity_data_missing" | "identity_verification_pending" | "image_too_large" | "internal_error" | "invalid_idempotency_key" | "invalid_json" | "invalid_patch" | "invalid_request" | "limit_changed" | "limit_not_raised" | "method_not_allowed" | "no_physical_card" | "not_enrolled_in_onboarding" | "not_found" | "onboarding_incomplete" | "patch_test_failed" | "payload_too_large" | "payment_method_not_found" | "payment_method_required" | "physical_card_not_returned" | "physical_card_not_shipped" | "provider_not_configured" | "rate_limited" | "service_unavailable" | "setup_intent_not_found" | "setup_intent_unexpected_state" | "ssn_taken" | "terms_changed" | "terms_not_confirmed" | "unauthorized" | "unsupported_api_version" | "unsupported_media_type" | "validation_failed" | "webhook_delivery_not_found" | "webhook_endpoint_disabled" | "webhook_endpoint_not_found";
            detail?: string;
            errors?: components["schemas"]["FieldError"][];
            /** @example req_6TqAa1Bb2Cc3Dd4Ee5Ff6G */
            requestId?: string;
            /**
             * @description The OpenTelemetry trace id (32 hex digits) of this request, when the service records traces.
             * @example 4bf92f3577b34da6a3ce929d0e0e4736
             */
            traceId?: string;
            /** @description onboarding_incomplete: each unmet requirement. */
            requirements?: ({
                /** @enum {string} */
                key: "employment_status" | "eligibility_status" | "birthday" | "over_18" | "valid_address" | "payroll_schedule" | "ssn" | "repayment_process" | "agreements" | "enrolled_in_onboarding" | "atr" | "identity_verification";
                code: string | null;
                status: string;
            } & {
                [key: string]: unknown;
            })[];
            /** @description unsupported_api_version. */
            supportedVersions?: string[];
            /** @description endpoint_requires_newer_version. */
            requiredVersion?: string;
            /** @description agreement_version_outdated. */
            latestTag?: string;
            /** @description patch_test_failed. */
            operationIndex?: number;
            /** @description card_already_exists: the existing card. */
            cardId?: string;
            /** @description ssn_taken: the employee of this employer who has the SSN. */
            existingEmployeeId?: string;
            /**
             * @description hard_stop_*: the hard stop that refused the action (/docs/errors#hard_stop_under_18 and the two codes after it).
             * @enum {string}
             */
            hardStop?: "under_18" | "identity_failed" | "credit_declined";
            /**
             * @description hard_stop_*: the requirement whose outcome is the stop.
             * @enum {string}
             */
            requirement?: "employment_status" | "eligibility_status" | "birthday" | "over_18" | "valid_address" | "payroll_schedule" | "ssn" | "repayment_process" | "agreements" | "enrolled_in_onboarding" | "atr" | "identity_verification";
            /** @description payload_too_large. */
            limitBytes?: number;
            /** @description invalid_request: the deepest nesting a JSON body may have. */
            maxDepth?: number;
            /** @description rate_limited, authentication_throttled, sign_in_locked: seconds to wait, as in Retry-After. */
            retryAfter?: number;
            /** @description unsupported_media_type. */
            acceptedContentTypes?: string[];
        } & {
            [key: string]: unknown;
        };
        PublishableKey: {
            /** @example pk_test_sandbox */
            publishableKey: string;
        };
        Readiness: {
            /** @enum {string} */
            status: "ready";
        };
        RemovedPaymentMethod: {
            /** @example 17 */
            id: number;
            /**
             * @description CardCredit, CardDebit or CardPrepaid by the card's funding (Card when the network does not say), or BankAccount.
             * @example CardCredit
             * @enum {string}
             */
            type: "CardCredit" | "CardDebit" | "CardPrepaid" | "Card" | "BankAccount";
            /** @example Visa */
            name: string;
            /** @example Visa credit •••• 4242 */
            description: string;
            /** @example 4242 */
            lastFour: string;
            expiration: components["schemas"]["Expiration"] | null;
            /**
             * @description Verified (usable for repayment), Pending (a bank account awaiting its micro-deposits) or Failed.
             * @example Verified
             * @enum {string}
             */
            paymentMethodStatus: "Verified" | "Pending" | "Failed";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
            /** @enum {boolean} */
            removed: true;
        };
        RepaymentTerms: {
            /** @enum {string} */
            payFrequency: "weekly" | "biweekly" | "semimonthly" | "monthly";
            payFrequencyAssumed: boolean;
            installments: number;
            installmentAmountCents: number;
            finalInstallmentCents: number;
            termMonths: number;
        };
        ReportCardLostRequest: {
            /**
             * @example lost
             * @enum {string}
             */
            reason: "lost" | "stolen";
        };
        Requirement: {
            /** @enum {string} */
            key: "employment_status" | "eligibility_status" | "birthday" | "over_18" | "valid_address" | "payroll_schedule" | "ssn" | "repayment_process" | "agreements" | "enrolled_in_onboarding" | "atr" | "identity_verification";
            title: string;
            fulfilled: boolean;
            /** @enum {string} */
            status: "fulfilled" | "missing" | "invalid" | "pending" | "failed" | "blocked";
            /** @description Why it is not fulfilled, stable to branch on; null when fulfilled. */
            code: string | null;
            message: string;
            /** @description Employee fields (JSON Pointers) whose change can fix it. */
            fields: string[];
            dependsOn: ("employment_status" | "eligibility_status" | "birthday" | "over_18" | "valid_address" | "payroll_schedule" | "ssn" | "repayment_process" | "agreements" | "enrolled_in_onboarding" | "atr" | "identity_verification")[];
            /**
             * @description Who can act on it.
             * @enum {string}
             */
            actor: "employee" | "employer";
        };
        /** @description Which identity fields may be changed now. From API-Version 2024-01-16; absent before. */
        ResettableFields: {
            residentialAddress: boolean;
            birthDate: boolean;
            ssn: boolean;
        };
        SandboxReminderOutcome: {
            /**
             * @description sent: a reminder went (see the development outbox); not_sent: one was due but was sent already or the mail server refused it; wait: not due yet (dueAt); none: no reminder will come (reason).
             * @enum {string}
             */
            outcome: "sent" | "not_sent" | "wait" | "none";
            reminder: number | null;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            dueAt: string | null;
            /** @enum {string|null} */
            reason: "opted_out" | "has_card" | "stopped" | "all_sent" | "not_theirs" | null;
        };
        SandboxSetupIntent: {
            /** @example seti_1Q2w3E4r5T6y */
            id: string;
            /** @enum {string} */
            object: "setup_intent";
            /** @description succeeded, requires_action, requires_payment_method, … */
            status: string;
            customer?: string | null;
            payment_method?: string | null;
            last_setup_error?: {
                code: string;
            } | null;
            next_action?: {
                /** @enum {string} */
                type: "verify_with_microdeposits";
            } | null;
        };
        SetupIntentClientSecret: {
            /** @example seti_1Q2w3E4r5T6y_secret_Z9x8C7v6 */
            clientSecret: string;
        };
        /**
         * @description Identity verification state. NEEDS_EXPANDED_VERIFICATION exists from API-Version 2024-01-16; earlier versions read it as FAILED.
         * @enum {string}
         */
        VerificationStatus: "NOT_STARTED" | "PENDING" | "VERIFIED" | "FAILED" | "NEEDS_EXPANDED_VERIFICATION";
        WebhookDelivery: {
            /**
             * @description Opaque id with the prefix `msg_`.
             * @example msg_3fX5Ke7Lq9Zs1Wd3Rf5Tg7
             */
            id: string;
            /** @enum {string} */
            object: "webhook_delivery";
            /**
             * @description Opaque id with the prefix `evt_`.
             * @example evt_1Aa2Bb3Cc4Dd5Ee6Ff7Gg8
             */
            eventId: string;
            eventType: string;
            /** @description pending, delivered or failed. */
            status: string;
            attempts: number;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            nextAttemptAt: string | null;
            lastStatusCode: number | null;
            lastError: string | null;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            deliveredAt: string | null;
            attemptLog: {
                attempt: number;
                /**
                 * Format: date-time
                 * @description ISO 8601 timestamp in UTC.
                 * @example 2026-11-21T19:00:00.000Z
                 */
                startedAt: string;
                durationMs: number;
                statusCode: number | null;
                error: string | null;
            }[];
        };
        WebhookEndpoint: {
            /**
             * @description Opaque id with the prefix `whep_`.
             * @example whep_6Yt8Ui0Op2As4Df6Gh8Jk0
             */
            id: string;
            /** @enum {string} */
            object: "webhook_endpoint";
            /** @example https://partner.example/webhooks/benefits */
            url: string;
            /**
             * @description The event types it receives, as its API version names them, or `["*"]`.
             * @example [
             *       "*"
             *     ]
             */
            events: string[];
            description: string | null;
            /**
             * @description The API version its payloads follow (each payload's `apiVersion` says so too). null for an endpoint registered before endpoints had a version: it follows your client's pinned version.
             * @example 2026-11-21
             * @enum {string|null}
             */
            apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21" | null;
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            createdAt: string;
            /**
             * @description disabled: every attempt failed for days (5 by default), so nothing is sent until you re-enable it (`POST …/enable`); its deliveries wait meanwhile.
             * @enum {string}
             */
            status: "enabled" | "disabled";
            /**
             * Format: date-time
             * @description ISO 8601 timestamp in UTC.
             * @example 2026-11-21T19:00:00.000Z
             */
            disabledAt: string | null;
            /**
             * Format: date-time
             * @description When the current streak of failed attempts began; null while deliveries succeed.
             * @example 2026-11-21T19:00:00.000Z
             */
            failingSince: string | null;
            /** @description The signing secret (whsec_…): only on creation and rotation. Store it; it is never shown again. */
            secret?: string;
        };
    };
    responses: {
        /**
         * @description `invalid_idempotency_key`: The Idempotency-Key header is not valid.
         *
         *     `invalid_json`: The request body is not valid JSON.
         *
         *     `invalid_request`: The request is malformed.
         *
         *     `unsupported_api_version`: The API-Version header names a version this service does not support.
         */
        Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "invalid_idempotency_key" | "invalid_json" | "invalid_request" | "unsupported_api_version";
                };
            };
        };
        /**
         * @description `invalid_idempotency_key`: The Idempotency-Key header is not valid.
         *
         *     `unsupported_api_version`: The API-Version header names a version this service does not support.
         */
        Problem400_invalid_idempotency_key_or_unsupported_api_version: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "invalid_idempotency_key" | "unsupported_api_version";
                };
            };
        };
        /**
         * @description `invalid_json`: The request body is not valid JSON.
         *
         *     `invalid_request`: The request is malformed.
         */
        Problem400_invalid_json_or_invalid_request: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "invalid_json" | "invalid_request";
                };
            };
        };
        /**
         * @description `invalid_request`: The request is malformed.
         *
         *     `unsupported_api_version`: The API-Version header names a version this service does not support.
         */
        Problem400_invalid_request_or_unsupported_api_version: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "invalid_request" | "unsupported_api_version";
                };
            };
        };
        /** @description `unsupported_api_version`: The API-Version header names a version this service does not support. */
        Problem400_unsupported_api_version: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "unsupported_api_version";
                };
            };
        };
        /** @description `unauthorized`: Authentication is required. */
        Problem401_unauthorized: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "unauthorized";
                };
            };
        };
        /** @description `unauthorized`: Authentication is required. */
        Problem401_unauthorized_2: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "unauthorized";
                };
            };
        };
        /** @description `card_action_not_allowed`: This change to the card is not yours to make. */
        Problem403_card_action_not_allowed: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "card_action_not_allowed";
                };
            };
        };
        /**
         * @description `agreement_not_found`: No such agreement for this employee's program.
         *
         *     `employee_not_found`: No such employee.
         *
         *     `employer_not_found`: No such employer.
         */
        Problem404_agreement_not_found_or_employee_not_found_or_employer_not_found: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "agreement_not_found" | "employee_not_found" | "employer_not_found";
                };
            };
        };
        /**
         * @description `card_not_found`: No such card.
         *
         *     `employee_not_found`: No such employee.
         *
         *     `employer_not_found`: No such employer.
         */
        Problem404_card_not_found_or_employee_not_found_or_employer_not_found: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "card_not_found" | "employee_not_found" | "employer_not_found";
                };
            };
        };
        /**
         * @description `card_not_found`: No such card.
         *
         *     `not_found`: No such resource.
         */
        Problem404_card_not_found_or_not_found: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "card_not_found" | "not_found";
                };
            };
        };
        /**
         * @description `employee_not_found`: No such employee.
         *
         *     `employer_not_found`: No such employer.
         */
        Problem404_employee_not_found_or_employer_not_found: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "employee_not_found" | "employer_not_found";
                };
            };
        };
        /** @description `employer_not_found`: No such employer. */
        Problem404_employer_not_found: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "employer_not_found";
                };
            };
        };
        /**
         * @description `not_found`: No such resource.
         *
         *     `setup_intent_not_found`: No such SetupIntent.
         */
        Problem404_not_found_or_setup_intent_not_found: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "not_found" | "setup_intent_not_found";
                };
            };
        };
        /** @description `webhook_endpoint_not_found`: No such webhook endpoint. */
        Problem404_webhook_endpoint_not_found: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "webhook_endpoint_not_found";
                };
            };
        };
        /**
         * @description `card_closed`: The card is closed.
         *
         *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
         */
        Problem409_card_closed_or_idempotency_request_in_progress: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "card_closed" | "idempotency_request_in_progress";
                };
            };
        };
        /** @description `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed. */
        Problem409_idempotency_request_in_progress: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "idempotency_request_in_progress";
                };
            };
        };
        /**
         * @description `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
         *
         *     `no_physical_card`: The card has no physical card to activate.
         *
         *     `physical_card_not_shipped`: The physical card has not been mailed yet.
         */
        Problem409_idempotency_request_in_progress_or_no_physical_card_or_physical_card_not_shipped: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "idempotency_request_in_progress" | "no_physical_card" | "physical_card_not_shipped";
                };
            };
        };
        /** @description `setup_intent_unexpected_state`: The SetupIntent cannot be confirmed in its current state. */
        Problem409_setup_intent_unexpected_state: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "setup_intent_unexpected_state";
                };
            };
        };
        /** @description `payload_too_large`: The request body is too large. */
        Problem413_payload_too_large: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "payload_too_large";
                };
            };
        };
        /** @description `payload_too_large`: The request body is too large. */
        Problem413_payload_too_large_2: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "payload_too_large";
                };
            };
        };
        /** @description `unsupported_media_type`: The request body has an unsupported content type. */
        Problem415_unsupported_media_type: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "unsupported_media_type";
                };
            };
        };
        /** @description `unsupported_media_type`: The request body has an unsupported content type. */
        Problem415_unsupported_media_type_2: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "unsupported_media_type";
                };
            };
        };
        /** @description `idempotency_key_reused`: This Idempotency-Key was used with a different request. */
        Problem422_idempotency_key_reused: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "idempotency_key_reused";
                };
            };
        };
        /**
         * @description `idempotency_key_reused`: This Idempotency-Key was used with a different request.
         *
         *     `validation_failed`: One or more fields are invalid.
         */
        Problem422_idempotency_key_reused_or_validation_failed: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "idempotency_key_reused" | "validation_failed";
                };
            };
        };
        /** @description `validation_failed`: One or more fields are invalid. */
        Problem422_validation_failed: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "validation_failed";
                };
            };
        };
        /**
         * @description `authentication_throttled`: Too many failed authentications: wait before retrying.
         *
         *     `rate_limited`: Too many requests: wait before retrying.
         */
        Problem429_authentication_throttled_or_rate_limited: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "authentication_throttled" | "rate_limited";
                };
            };
        };
        /** @description `internal_error`: Something went wrong on our side. */
        Problem500_internal_error: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "internal_error";
                };
            };
        };
        /** @description `internal_error`: Something went wrong on our side. */
        Problem500_internal_error_2: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "internal_error";
                };
            };
        };
        /** @description `card_issuer_refused`: The card issuer refused to issue the card. */
        Problem502_card_issuer_refused: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "card_issuer_refused";
                };
            };
        };
        /** @description `card_issuer_unavailable`: The card issuer did not answer; the card will be issued shortly. */
        Problem503_card_issuer_unavailable: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "card_issuer_unavailable";
                };
            };
        };
        /**
         * @description `card_issuer_unavailable`: The card issuer did not answer; the card will be issued shortly.
         *
         *     `provider_not_configured`: No provider for this is configured in this environment.
         */
        Problem503_card_issuer_unavailable_or_provider_not_configured: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "card_issuer_unavailable" | "provider_not_configured";
                };
            };
        };
        /** @description `provider_not_configured`: No provider for this is configured in this environment. */
        Problem503_provider_not_configured: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                "API-Version": components["headers"]["API-Version"];
                "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                RateLimit: components["headers"]["RateLimit"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "provider_not_configured";
                };
            };
        };
        /** @description `service_unavailable`: The service is temporarily unavailable. */
        Problem503_service_unavailable: {
            headers: {
                "Request-Id": components["headers"]["Request-Id"];
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Problem"] & {
                    /** @enum {string} */
                    code: "service_unavailable";
                };
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /** @description This request's id (`req_…`); quote it when you contact us. */
        "Request-Id": string;
        /** @description The API version the request was served under. */
        "API-Version": "2021-08-10" | "2024-01-16" | "2026-11-21";
        /** @description `true` when this is a stored response replayed for a repeated Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description The new resource's path. */
        Location: string;
        /** @description The methods the path supports. */
        Allow: string;
        /** @description Seconds to wait before retrying. */
        "Retry-After": string;
        /** @description The per-client rate (draft-ietf-httpapi-ratelimit-headers): `"partner";q=600;w=60` is 600 requests per 60-second window. On a 429 it names the limit you hit. */
        "RateLimit-Policy": string;
        /** @description Where your client stands: `"partner";r=42;t=17` leaves 42 requests for the next 17 seconds. See "Rate limits" in the API guide. */
        RateLimit: string;
        /** @description `Basic`: the authentication scheme to use. */
        "WWW-Authenticate": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listEmployers: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employers. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Employer"][];
                    };
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    listPayrollSchedules: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employer's payroll schedules. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PayrollSchedule"][];
                    };
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    listEmployees: {
        parameters: {
            query?: {
                limit?: number;
                startingAfter?: string;
                externalId?: string;
            };
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of employees. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmployeePage"];
                };
            };
            400: components["responses"]["Problem400_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    createEmployee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Ada",
                 *       "lastName": "Lovelace",
                 *       "email": "ada@example.com",
                 *       "enrollInNewOnboarding": true,
                 *       "isEmployed": true,
                 *       "isEligible": true,
                 *       "birthDate": "1990-04-23",
                 *       "ssn": "231-54-8765",
                 *       "phoneNumber": "+14155552671",
                 *       "address": {
                 *         "line1": "1 Market St",
                 *         "line2": null,
                 *         "city": "San Francisco",
                 *         "state": "CA",
                 *         "postalCode": "94105"
                 *       },
                 *       "payrollScheduleId": 1
                 *     }
                 */
                "application/json": {
                    externalId?: string | null;
                    firstName: string;
                    lastName: string;
                    email: string;
                    phoneNumber?: string | null;
                    enrollInNewOnboarding: boolean;
                    isEmployed?: boolean | null;
                    isEligible?: boolean | null;
                    birthDate?: string | null;
                    ssn?: string | null;
                    address?: {
                        line1?: string | null;
                        line2?: string | null;
                        city?: string | null;
                        state?: string | null;
                        postalCode?: string | null;
                        zipCode?: string | null;
                    } | null;
                    payrollScheduleId?: number | null;
                    dateOfBirth?: string | null;
                };
            };
        };
        responses: {
            /** @description The employee, with `warnings` when other employees of the employer have its e-mail address. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedEmployee"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employer_not_found"];
            /**
             * @description `employer_suspended`: The employer is suspended: no new invitations, employees, cards or imports.
             *
             *     `external_id_taken`: Another employee of this employer already has this externalId.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `ssn_taken`: Another employee of this employer already has this SSN.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "employer_suspended" | "external_id_taken" | "idempotency_request_in_progress" | "ssn_taken";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    getEmployee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    deleteEmployee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Erased. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedEmployee"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            /**
             * @description `erasure_card_pending`: A card for the employee is being issued: the erasure waits until it is done.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "erasure_card_pending" | "idempotency_request_in_progress";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
            /** @description `erasure_issuer_failed`: The card issuer did not confirm the employee's cards are cancelled: nothing was erased. */
            503: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "erasure_issuer_failed";
                    };
                };
            };
        };
    };
    patchEmployee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example [
                 *       {
                 *         "op": "replace",
                 *         "path": "/address/city",
                 *         "value": "Oakland"
                 *       },
                 *       {
                 *         "op": "replace",
                 *         "path": "/isEligible",
                 *         "value": true
                 *       }
                 *     ]
                 */
                "application/json-patch+json": ({
                    /** @enum {string} */
                    op: "add";
                    path: string;
                    value?: unknown;
                } | {
                    /** @enum {string} */
                    op: "replace";
                    path: string;
                    value?: unknown;
                } | {
                    /** @enum {string} */
                    op: "test";
                    path: string;
                    value?: unknown;
                } | {
                    /** @enum {string} */
                    op: "remove";
                    path: string;
                } | {
                    /** @enum {string} */
                    op: "move";
                    path: string;
                    from: string;
                } | {
                    /** @enum {string} */
                    op: "copy";
                    path: string;
                    from: string;
                })[];
                /**
                 * @example [
                 *       {
                 *         "op": "replace",
                 *         "path": "/address/city",
                 *         "value": "Oakland"
                 *       },
                 *       {
                 *         "op": "replace",
                 *         "path": "/isEligible",
                 *         "value": true
                 *       }
                 *     ]
                 */
                "application/json": ({
                    /** @enum {string} */
                    op: "add";
                    path: string;
                    value?: unknown;
                } | {
                    /** @enum {string} */
                    op: "replace";
                    path: string;
                    value?: unknown;
                } | {
                    /** @enum {string} */
                    op: "test";
                    path: string;
                    value?: unknown;
                } | {
                    /** @enum {string} */
                    op: "remove";
                    path: string;
                } | {
                    /** @enum {string} */
                    op: "move";
                    path: string;
                    from: string;
                } | {
                    /** @enum {string} */
                    op: "copy";
                    path: string;
                    from: string;
                })[];
            };
        };
        responses: {
            /** @description The employee after the patch. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            /**
             * @description `invalid_json`: The request body is not valid JSON.
             *
             *     `invalid_patch`: The body is not a valid JSON Patch document.
             *
             *     `invalid_request`: The request is malformed.
             *
             *     `unsupported_api_version`: The API-Version header names a version this service does not support.
             */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "invalid_json" | "invalid_patch" | "invalid_request" | "unsupported_api_version";
                    };
                };
            };
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            /**
             * @description `external_id_taken`: Another employee of this employer already has this externalId.
             *
             *     `field_locked`: A field cannot be changed in the employee's current state.
             *
             *     `patch_test_failed`: A test operation in the patch did not match.
             *
             *     `ssn_taken`: Another employee of this employer already has this SSN.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "external_id_taken" | "field_locked" | "patch_test_failed" | "ssn_taken";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            /** @description `validation_failed`: One or more fields are invalid. */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "validation_failed";
                    };
                };
            };
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    getOnboardingStatus: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The requirements. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OnboardingStatus"];
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            /**
             * @description `employee_not_found`: No such employee.
             *
             *     `employer_not_found`: No such employer.
             *
             *     `endpoint_requires_newer_version`: This endpoint does not exist in the requested API version.
             */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "employee_not_found" | "employer_not_found" | "endpoint_requires_newer_version";
                    };
                };
            };
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    initiateOnboarding: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            /** @description `endpoint_removed`: This endpoint was removed. */
            410: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "endpoint_removed";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    createInviteLink: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        /** @description Optional, as Stripe's Account Links: `returnUrl`, the way back to your app the portal shows once the person opened the link; `refreshUrl`, where the link sends the person once it no longer works, for your app to make a fresh one. No body is the same as `{}`. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "returnUrl": "https://app.partner.example/benefits/done",
                 *       "refreshUrl": "https://app.partner.example/benefits/invite"
                 *     }
                 */
                "application/json": components["schemas"]["InviteLinkRequest"];
            };
        };
        responses: {
            /** @description The link. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InviteLink"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            /**
             * @description `employer_suspended`: The employer is suspended: no new invitations, employees, cards or imports.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "employer_suspended" | "idempotency_request_in_progress";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    listAgreements: {
        parameters: {
            query?: {
                language?: string;
            };
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreements. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Agreement"][];
                    };
                };
            };
            400: components["responses"]["Problem400_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    acceptAgreement: {
        parameters: {
            query?: {
                language?: string;
            };
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The agreement (`agr_…`). */
                agreementId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "agreementTag": "cardholder-agreement-2026-01",
                 *       "acceptedAt": "2026-11-21T14:03:00Z"
                 *     }
                 */
                "application/json": {
                    agreementTag: string;
                    /** Format: date-time */
                    acceptedAt: string;
                };
            };
        };
        responses: {
            /** @description The agreement, `acceptedOn` set. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agreement"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_agreement_not_found_or_employee_not_found_or_employer_not_found"];
            /**
             * @description `agreement_version_outdated`: The agreement tag is not the agreement's latest version.
             *
             *     `hard_stop_identity_failed`: The employee's identity check failed for good: a new check on the same data, agreements, ATR, repayment methods and cards are refused.
             *
             *     `hard_stop_under_18`: The employee is under 18: identity verification, agreements, ATR, repayment methods and cards are refused.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "agreement_version_outdated" | "hard_stop_identity_failed" | "hard_stop_under_18" | "idempotency_request_in_progress";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    withdrawAgreement: {
        parameters: {
            query?: {
                language?: string;
            };
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The agreement (`agr_…`). */
                agreementId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agreement, `acceptedOn` null. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Agreement"];
                };
            };
            /**
             * @description `invalid_idempotency_key`: The Idempotency-Key header is not valid.
             *
             *     `invalid_request`: The request is malformed.
             *
             *     `unsupported_api_version`: The API-Version header names a version this service does not support.
             */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "invalid_idempotency_key" | "invalid_request" | "unsupported_api_version";
                    };
                };
            };
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_agreement_not_found_or_employee_not_found_or_employer_not_found"];
            /**
             * @description `agreement_required`: A required agreement cannot be withdrawn.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "agreement_required" | "idempotency_request_in_progress";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    listAtrSubmissions: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The submissions. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["AtrSubmission"][];
                    };
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    submitAtr: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "annualIncome": 5200000,
                 *       "monthlyObligations": 150000
                 *     }
                 */
                "application/json": {
                    annualIncome: number;
                    monthlyObligations: number;
                };
            };
        };
        responses: {
            /** @description The decision. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AtrSubmission"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            /**
             * @description `card_terms_in_force`: The employee holds a card on its own terms: a new income answer is a limit request on that card.
             *
             *     `hard_stop_identity_failed`: The employee's identity check failed for good: a new check on the same data, agreements, ATR, repayment methods and cards are refused.
             *
             *     `hard_stop_under_18`: The employee is under 18: identity verification, agreements, ATR, repayment methods and cards are refused.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `not_enrolled_in_onboarding`: The employee is not enrolled in onboarding.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "card_terms_in_force" | "hard_stop_identity_failed" | "hard_stop_under_18" | "idempotency_request_in_progress" | "not_enrolled_in_onboarding";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    initiateIdentityVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The check is queued. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityCheckAccepted"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            /**
             * @description `evidence_required`: Verification needs documentary evidence: upload it instead of initiating again.
             *
             *     `hard_stop_identity_failed`: The employee's identity check failed for good: a new check on the same data, agreements, ATR, repayment methods and cards are refused.
             *
             *     `hard_stop_under_18`: The employee is under 18: identity verification, agreements, ATR, repayment methods and cards are refused.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `identity_already_verified`: The employee's identity is already verified.
             *
             *     `identity_verification_pending`: An identity check is already running for this employee.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "evidence_required" | "hard_stop_identity_failed" | "hard_stop_under_18" | "idempotency_request_in_progress" | "identity_already_verified" | "identity_verification_pending";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            /**
             * @description `idempotency_key_reused`: This Idempotency-Key was used with a different request.
             *
             *     `identity_data_missing`: Identity verification needs data the employee record lacks.
             */
            422: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "idempotency_key_reused" | "identity_data_missing";
                    };
                };
            };
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
            503: components["responses"]["Problem503_provider_not_configured"];
        };
    };
    submitEvidence: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "documentType": "PASSPORT",
                 *       "frontImage": "iVBORw0KGgoAAAANSUhEUg…"
                 *     }
                 */
                "application/json": {
                    /** @enum {string} */
                    documentType: "DRIVERS_LICENSE" | "PASSPORT" | "STATE_ID";
                    frontImage: string;
                    backImage?: string | null;
                };
            };
        };
        responses: {
            /** @description The evidence review is queued. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityCheckAccepted"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            /**
             * @description `evidence_not_requested`: Documentary evidence is accepted only when verification asks for it.
             *
             *     `hard_stop_identity_failed`: The employee's identity check failed for good: a new check on the same data, agreements, ATR, repayment methods and cards are refused.
             *
             *     `hard_stop_under_18`: The employee is under 18: identity verification, agreements, ATR, repayment methods and cards are refused.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "evidence_not_requested" | "hard_stop_identity_failed" | "hard_stop_under_18" | "idempotency_request_in_progress";
                    };
                };
            };
            /**
             * @description `image_too_large`: A document image is larger than the limit.
             *
             *     `payload_too_large`: The request body is too large.
             */
            413: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "image_too_large" | "payload_too_large";
                    };
                };
            };
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
            503: components["responses"]["Problem503_provider_not_configured"];
        };
    };
    getIdentityVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The verification state. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["IdentityVerification"];
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    closeAccount: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "employee_id": "empl_3xK9q2VfYp0LmN7bR4tZ1a"
                 *     }
                 */
                "application/json": {
                    employee_id: string;
                };
            };
        };
        responses: {
            /** @description The employee after the reset. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            /**
             * @description `employee_not_found`: No such employee.
             *
             *     `endpoint_requires_newer_version`: This endpoint does not exist in the requested API version.
             *
             *     `not_found`: No such resource.
             */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "employee_not_found" | "endpoint_requires_newer_version" | "not_found";
                    };
                };
            };
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    getEmployeeV1: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employer_id: string;
                /** @description The employee (`empl_…`). */
                employee_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Employee"];
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee's saved methods. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["PaymentMethod"][];
                    };
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    removePaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The payment method's integer id. */
                paymentMethodId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The removed method. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RemovedPaymentMethod"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            /**
             * @description `employee_not_found`: No such employee.
             *
             *     `employer_not_found`: No such employer.
             *
             *     `payment_method_not_found`: No such payment method.
             */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "employee_not_found" | "employer_not_found" | "payment_method_not_found";
                    };
                };
            };
            /**
             * @description `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `payment_method_required`: The employee's card needs a repayment method: add another before removing this one.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "idempotency_request_in_progress" | "payment_method_required";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    getPublishableKey: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key for Stripe.js or the mobile payment sheet. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublishableKey"];
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    createSetupIntentClientSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The SetupIntent's client secret. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SetupIntentClientSecret"];
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            /**
             * @description `hard_stop_credit_declined`: The latest ability-to-repay decision declined: no card, and no repayment method for one, until a new one passes.
             *
             *     `hard_stop_identity_failed`: The employee's identity check failed for good: a new check on the same data, agreements, ATR, repayment methods and cards are refused.
             *
             *     `hard_stop_under_18`: The employee is under 18: identity verification, agreements, ATR, repayment methods and cards are refused.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "hard_stop_credit_declined" | "hard_stop_identity_failed" | "hard_stop_under_18";
                    };
                };
            };
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    attachPaymentMethod: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "setupIntentId": "seti_1Q2w3E4r5T6y"
                 *     }
                 */
                "application/json": {
                    setupIntentId: string;
                };
            };
        };
        responses: {
            /** @description The saved method. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMethod"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            /**
             * @description `employee_not_found`: No such employee.
             *
             *     `employer_not_found`: No such employer.
             *
             *     `setup_intent_not_found`: No such SetupIntent.
             */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "employee_not_found" | "employer_not_found" | "setup_intent_not_found";
                    };
                };
            };
            /**
             * @description `hard_stop_credit_declined`: The latest ability-to-repay decision declined: no card, and no repayment method for one, until a new one passes.
             *
             *     `hard_stop_identity_failed`: The employee's identity check failed for good: a new check on the same data, agreements, ATR, repayment methods and cards are refused.
             *
             *     `hard_stop_under_18`: The employee is under 18: identity verification, agreements, ATR, repayment methods and cards are refused.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `setup_intent_unexpected_state`: The SetupIntent cannot be confirmed in its current state.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "hard_stop_credit_declined" | "hard_stop_identity_failed" | "hard_stop_under_18" | "idempotency_request_in_progress" | "setup_intent_unexpected_state";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    previewCardLimit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "annualIncome": 6500000,
                 *       "monthlyObligations": 150000
                 *     }
                 */
                "application/json": components["schemas"]["CardLimitPreviewRequest"];
            };
        };
        responses: {
            /** @description What confirming would do. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CardLimitPreview"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            403: components["responses"]["Problem403_card_action_not_allowed"];
            404: components["responses"]["Problem404_card_not_found_or_employee_not_found_or_employer_not_found"];
            409: components["responses"]["Problem409_card_closed_or_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    requestCardLimit: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "annualIncome": 6500000,
                 *       "monthlyObligations": 150000,
                 *       "expectedCreditLimit": 435000
                 *     }
                 */
                "application/json": components["schemas"]["CardLimitRequest"];
            };
        };
        responses: {
            /** @description The card, on its new terms. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            403: components["responses"]["Problem403_card_action_not_allowed"];
            404: components["responses"]["Problem404_card_not_found_or_employee_not_found_or_employer_not_found"];
            /**
             * @description `card_closed`: The card is closed.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `limit_changed`: The new limit is not the one shown: preview it again and confirm what it says.
             *
             *     `limit_not_raised`: The income answer would not raise the card's limit: the card keeps its terms, and nothing was recorded.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "card_closed" | "idempotency_request_in_progress" | "limit_changed" | "limit_not_raised";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    listCards: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The employee's cards once issued, newest first: the live one, then any it replaced or that were closed (`closedAt`). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Card"][];
                    };
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    createCard: {
        parameters: {
            query: {
                cardType: "virtual" | "all";
            };
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        /** @description Optional for partners: the person's confirmation of the terms (limit, repayment plan, how it is repaid) your page showed them, recorded with the card (`terms.confirmedBy: partner`). Without it the card records the terms in force with `confirmedBy: null`. The portal always sends it. `409 terms_changed` when a newer income decision replaced the one shown. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "termsConfirmation": {
                 *         "atrSubmissionId": "atr_8Kj3Hg5Fd7Sa9Qw2Er4Ty6",
                 *         "shownAt": "2026-11-27T18:30:00Z"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CreateCardRequest"];
            };
        };
        responses: {
            /** @description The card. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            /**
             * @description `invalid_idempotency_key`: The Idempotency-Key header is not valid.
             *
             *     `invalid_json`: The request body is not valid JSON.
             *
             *     `invalid_request`: The request is malformed.
             *
             *     `onboarding_incomplete`: The employee has not met every onboarding requirement.
             *
             *     `terms_not_confirmed`: The card's terms were not confirmed: send termsConfirmation with the card request.
             *
             *     `unsupported_api_version`: The API-Version header names a version this service does not support.
             */
            400: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "invalid_idempotency_key" | "invalid_json" | "invalid_request" | "onboarding_incomplete" | "terms_not_confirmed" | "unsupported_api_version";
                    };
                };
            };
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_employee_not_found_or_employer_not_found"];
            /**
             * @description `card_already_exists`: The employee already has a card.
             *
             *     `employer_suspended`: The employer is suspended: no new invitations, employees, cards or imports.
             *
             *     `hard_stop_credit_declined`: The latest ability-to-repay decision declined: no card, and no repayment method for one, until a new one passes.
             *
             *     `hard_stop_identity_failed`: The employee's identity check failed for good: a new check on the same data, agreements, ATR, repayment methods and cards are refused.
             *
             *     `hard_stop_under_18`: The employee is under 18: identity verification, agreements, ATR, repayment methods and cards are refused.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `not_enrolled_in_onboarding`: The employee is not enrolled in onboarding.
             *
             *     `terms_changed`: The card's terms changed since they were shown: a newer income decision is in force.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "card_already_exists" | "employer_suspended" | "hard_stop_credit_declined" | "hard_stop_identity_failed" | "hard_stop_under_18" | "idempotency_request_in_progress" | "not_enrolled_in_onboarding" | "terms_changed";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
            502: components["responses"]["Problem502_card_issuer_refused"];
            503: components["responses"]["Problem503_card_issuer_unavailable_or_provider_not_configured"];
        };
    };
    getCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_card_not_found_or_employee_not_found_or_employer_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    activatePhysicalCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card, now Active. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_card_not_found_or_employee_not_found_or_employer_not_found"];
            /**
             * @description `card_closed`: The card is closed.
             *
             *     `card_locked`: The card is locked.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `no_physical_card`: The card has no physical card to activate.
             *
             *     `physical_card_not_shipped`: The physical card has not been mailed yet.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "card_closed" | "card_locked" | "idempotency_request_in_progress" | "no_physical_card" | "physical_card_not_shipped";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
            503: components["responses"]["Problem503_card_issuer_unavailable_or_provider_not_configured"];
        };
    };
    lockCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "cardholder_request"
                 *     }
                 */
                "application/json": components["schemas"]["CardLockRequest"];
            };
        };
        responses: {
            /** @description The card, with its locks. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            403: components["responses"]["Problem403_card_action_not_allowed"];
            404: components["responses"]["Problem404_card_not_found_or_employee_not_found_or_employer_not_found"];
            409: components["responses"]["Problem409_card_closed_or_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    unlockCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "cardholder_request"
                 *     }
                 */
                "application/json": components["schemas"]["CardLockRequest"];
            };
        };
        responses: {
            /** @description The card, with the locks still standing. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            403: components["responses"]["Problem403_card_action_not_allowed"];
            404: components["responses"]["Problem404_card_not_found_or_employee_not_found_or_employer_not_found"];
            409: components["responses"]["Problem409_card_closed_or_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    reportCardLostOrStolen: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "lost"
                 *     }
                 */
                "application/json": components["schemas"]["ReportCardLostRequest"];
            };
        };
        responses: {
            /** @description The replacement card. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            403: components["responses"]["Problem403_card_action_not_allowed"];
            404: components["responses"]["Problem404_card_not_found_or_employee_not_found_or_employer_not_found"];
            409: components["responses"]["Problem409_card_closed_or_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
            502: components["responses"]["Problem502_card_issuer_refused"];
            503: components["responses"]["Problem503_card_issuer_unavailable"];
        };
    };
    mailCardAgain: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "addressConfirmed": true
                 *     }
                 */
                "application/json": components["schemas"]["MailCardAgainRequest"];
            };
        };
        responses: {
            /** @description The replacement card. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            403: components["responses"]["Problem403_card_action_not_allowed"];
            404: components["responses"]["Problem404_card_not_found_or_employee_not_found_or_employer_not_found"];
            /**
             * @description `card_closed`: The card is closed.
             *
             *     `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `physical_card_not_returned`: The physical card has not come back undeliverable.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "card_closed" | "idempotency_request_in_progress" | "physical_card_not_returned";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
            502: components["responses"]["Problem502_card_issuer_refused"];
            503: components["responses"]["Problem503_card_issuer_unavailable"];
        };
    };
    closeCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "reason": "employer_request"
                 *     }
                 */
                "application/json": components["schemas"]["CloseCardRequest"];
            };
        };
        responses: {
            /** @description The card, closed. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            403: components["responses"]["Problem403_card_action_not_allowed"];
            404: components["responses"]["Problem404_card_not_found_or_employee_not_found_or_employer_not_found"];
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    listWebhookEndpoints: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your client's endpoints (no secrets). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookEndpoint"][];
                    };
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    createWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://partner.example/webhooks/benefits",
                 *       "events": [
                 *         "*"
                 *       ],
                 *       "description": "Production receiver"
                 *     }
                 */
                "application/json": {
                    url: string;
                    /** @description Event types as the endpoint's API version names them, or `["*"]` for every type. */
                    events: string[];
                    description?: string | null;
                    /**
                     * @description The API version this endpoint's payloads follow, fixed for its life (to move to another, register a new endpoint beside it, then delete this one). Default: the request's version (its `API-Version` header, else your client's pinned version).
                     * @enum {string}
                     */
                    apiVersion?: "2021-08-10" | "2024-01-16" | "2026-11-21";
                };
            };
        };
        responses: {
            /** @description The endpoint, with its secret. */
            201: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    getWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The webhook endpoint (`whep_…`). */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint (no secret). */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_webhook_endpoint_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    deleteWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint (`whep_…`). */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeletedWebhookEndpoint"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_webhook_endpoint_not_found"];
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint (`whep_…`). */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, with its new secret. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_webhook_endpoint_not_found"];
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    enableWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint (`whep_…`). */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint, enabled. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_webhook_endpoint_not_found"];
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    testWebhookEndpoint: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint (`whep_…`). */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued; `id` is the delivery (and its `webhook-id`). */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_webhook_endpoint_not_found"];
            /**
             * @description `idempotency_request_in_progress`: A request with this Idempotency-Key is still being processed.
             *
             *     `webhook_endpoint_disabled`: The webhook endpoint is disabled: re-enable it first.
             */
            409: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Retry-After": components["headers"]["Retry-After"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "idempotency_request_in_progress" | "webhook_endpoint_disabled";
                    };
                };
            };
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path: {
                /** @description The webhook endpoint (`whep_…`). */
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The deliveries. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                    };
                };
            };
            400: components["responses"]["Problem400_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_webhook_endpoint_not_found"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    replayWebhookDelivery: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The webhook endpoint (`whep_…`). */
                endpointId: string;
                /** @description The delivery (`msg_…`, also its `webhook-id`). */
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Queued. */
            202: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            /**
             * @description `webhook_delivery_not_found`: No such webhook delivery.
             *
             *     `webhook_endpoint_not_found`: No such webhook endpoint.
             */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "webhook_delivery_not_found" | "webhook_endpoint_not_found";
                    };
                };
            };
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                /** @description `nextCursor` of the previous page: events strictly after it. Without it, the list starts at the oldest event kept. */
                after?: string;
                /** @description Events per page, 1–500. */
                limit?: number;
                /** @description Only these types, as your API version names them: repeat the parameter (`type=a&type=b`) or separate with commas. */
                type?: ("employee.created" | "employee.updated" | "employee.repayment_method_required" | "employee.repayment_method_no_longer_required" | "employee.onboarding_reminder_sent" | "employee.onboarding_reminders_opted_out" | "employee.invite_opened" | "employee.invite_expired" | "employee.onboarding_completed" | "employee.deleted" | "agreement.accepted" | "agreement.withdrawn" | "atr.evaluated" | "identity-verification.success" | "identity-verification.failed" | "identity-verification.needs-documentary-evidence" | "identity-verification.restarted" | "identity-verification.unresolved" | "card.created" | "card.activated" | "card.shipped" | "card.delivered" | "card.shipping_failed" | "card.canceled" | "card.locked" | "card.unlocked" | "card.closed" | "card.replaced" | "card.limit_raised" | "payment_method.attached" | "payment_method.updated" | "payment_method.removed" | "webhook-endpoint.disabled" | "webhook-endpoint.enabled" | "eligibility_file.processed")[];
                /** @description Only events about this employee (`empl_…`). */
                employeeId?: string;
            };
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventList"];
                };
            };
            400: components["responses"]["Problem400_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            /** @description `cursor_expired`: Events after this cursor are past their retention and were deleted. */
            410: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "cursor_expired";
                    };
                };
            };
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Your client. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClient"];
                };
            };
            400: components["responses"]["Problem400_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    pinClientApiVersion: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "apiVersion": "2026-11-21"
                 *     }
                 */
                "application/json": {
                    /**
                     * @description A supported version (an older one too: an upgrade can be rolled back).
                     * @example 2026-11-21
                     * @enum {string}
                     */
                    apiVersion: "2021-08-10" | "2024-01-16" | "2026-11-21";
                };
            };
        };
        responses: {
            /** @description Your client, pinned to the version. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiClient"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    sandboxShipCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_card_not_found_or_not_found"];
            409: components["responses"]["Problem409_idempotency_request_in_progress_or_no_physical_card_or_physical_card_not_shipped"];
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    sandboxDeliverCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_card_not_found_or_not_found"];
            409: components["responses"]["Problem409_idempotency_request_in_progress_or_no_physical_card_or_physical_card_not_shipped"];
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    sandboxReturnCard: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The card (`card_…`). */
                cardId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Card"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            404: components["responses"]["Problem404_card_not_found_or_not_found"];
            409: components["responses"]["Problem409_idempotency_request_in_progress_or_no_physical_card_or_physical_card_not_shipped"];
            413: components["responses"]["Problem413_payload_too_large"];
            422: components["responses"]["Problem422_idempotency_key_reused"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    sandboxRunOnboardingReminder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Send `API-Version: 2021-08-10 | 2024-01-16 | 2026-11-21`. Without it your client's pinned version is used (new clients pin the latest; `GET /api/client` shows it, `POST /api/client/api-version` changes it); an unknown one is `400 unsupported_api_version`. Every authenticated response echoes the version it was served under. */
                "API-Version"?: components["schemas"]["ApiVersion"];
                /** @description 1–255 visible ASCII characters (a UUID is ideal), scoped to your client and kept 24 hours. The same key and request replays the first response (with `Idempotent-Replayed: true`); the same key with another request is `422 idempotency_key_reused`; while the first is running, `409 idempotency_request_in_progress`. */
                "Idempotency-Key"?: components["schemas"]["IdempotencyKey"];
            };
            path: {
                /** @description The employer (`empr_…`). */
                employerId: string;
                /** @description The employee (`empl_…`). */
                employeeId: string;
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "asOf": "2026-11-23T09:30:00Z"
                 *     }
                 */
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Decide as if it were this time: now or later, at most 30 days ahead (2 days after the employee's last progress for the first reminder, 7 for the second). Default: now.
                     * @example 2026-11-23T09:30:00Z
                     */
                    asOf?: string;
                };
            };
        };
        responses: {
            /** @description What the rule decided. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxReminderOutcome"];
                };
            };
            400: components["responses"]["Problem400_invalid_idempotency_key_or_invalid_json_or_invalid_request_or_unsupported_api_version"];
            401: components["responses"]["Problem401_unauthorized"];
            /**
             * @description `employee_not_found`: No such employee.
             *
             *     `employer_not_found`: No such employer.
             *
             *     `not_found`: No such resource.
             */
            404: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    "API-Version": components["headers"]["API-Version"];
                    "RateLimit-Policy": components["headers"]["RateLimit-Policy"];
                    RateLimit: components["headers"]["RateLimit"];
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"] & {
                        /** @enum {string} */
                        code: "employee_not_found" | "employer_not_found" | "not_found";
                    };
                };
            };
            409: components["responses"]["Problem409_idempotency_request_in_progress"];
            413: components["responses"]["Problem413_payload_too_large"];
            415: components["responses"]["Problem415_unsupported_media_type"];
            422: components["responses"]["Problem422_idempotency_key_reused_or_validation_failed"];
            429: components["responses"]["Problem429_authentication_throttled_or_rate_limited"];
            500: components["responses"]["Problem500_internal_error"];
        };
    };
    sandboxConfirmSetupIntent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sandbox SetupIntent (`seti_…`). */
                setupIntentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "payment_method": "pm_card_visa",
                 *       "client_secret": "seti_1Q2w3E4r5T6y_secret_Z9x8C7v6"
                 *     }
                 */
                "application/json": {
                    payment_method: string;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description The SetupIntent. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSetupIntent"];
                };
            };
            400: components["responses"]["Problem400_invalid_json_or_invalid_request"];
            401: components["responses"]["Problem401_unauthorized_2"];
            404: components["responses"]["Problem404_not_found_or_setup_intent_not_found"];
            409: components["responses"]["Problem409_setup_intent_unexpected_state"];
            413: components["responses"]["Problem413_payload_too_large_2"];
            415: components["responses"]["Problem415_unsupported_media_type_2"];
            422: components["responses"]["Problem422_validation_failed"];
            500: components["responses"]["Problem500_internal_error_2"];
        };
    };
    sandboxVerifyMicrodeposits: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The sandbox SetupIntent (`seti_…`). */
                setupIntentId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "succeeded": true
                 *     }
                 */
                "application/json": {
                    /** @default true */
                    succeeded?: boolean;
                    client_secret?: string;
                };
            };
        };
        responses: {
            /** @description The SetupIntent. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SandboxSetupIntent"];
                };
            };
            400: components["responses"]["Problem400_invalid_json_or_invalid_request"];
            401: components["responses"]["Problem401_unauthorized_2"];
            404: components["responses"]["Problem404_not_found_or_setup_intent_not_found"];
            409: components["responses"]["Problem409_setup_intent_unexpected_state"];
            413: components["responses"]["Problem413_payload_too_large_2"];
            415: components["responses"]["Problem415_unsupported_media_type_2"];
            422: components["responses"]["Problem422_validation_failed"];
            500: components["responses"]["Problem500_internal_error_2"];
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Healthy. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            500: components["responses"]["Problem500_internal_error_2"];
            503: components["responses"]["Problem503_service_unavailable"];
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            500: components["responses"]["Problem500_internal_error_2"];
            503: components["responses"]["Problem503_service_unavailable"];
        };
    };
    getOpenApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI document. */
            200: {
                headers: {
                    "Request-Id": components["headers"]["Request-Id"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            500: components["responses"]["Problem500_internal_error_2"];
        };
    };
    event_employee_created: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_created"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_employee_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_updated"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_employee_repayment_method_required: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_repayment_method_required"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_employee_repayment_method_no_longer_required: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_repayment_method_no_longer_required"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_employee_onboarding_reminder_sent: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_onboarding_reminder_sent"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_employee_onboarding_reminders_opted_out: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_onboarding_reminders_opted_out"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_employee_invite_opened: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_invite_opened"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_employee_invite_expired: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_invite_expired"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_employee_onboarding_completed: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_onboarding_completed"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_employee_deleted: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_employee_deleted"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_agreement_accepted: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_agreement_accepted"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_agreement_withdrawn: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_agreement_withdrawn"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_atr_evaluated: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_atr_evaluated"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_identity_verification_success: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_identity_verification_success"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_identity_verification_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_identity_verification_failed"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_identity_verification_needs_documentary_evidence: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_identity_verification_needs_documentary_evidence"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_identity_verification_restarted: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_identity_verification_restarted"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_identity_verification_unresolved: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_identity_verification_unresolved"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_created: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_created"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_activated: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_activated"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_shipped: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_shipped"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_delivered: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_delivered"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_shipping_failed: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_shipping_failed"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_canceled: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_canceled"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_locked: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_locked"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_unlocked: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_unlocked"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_closed: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_closed"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_replaced: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_replaced"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_card_limit_raised: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_card_limit_raised"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_payment_method_attached: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_payment_method_attached"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_payment_method_updated: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_payment_method_updated"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_payment_method_removed: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_payment_method_removed"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_webhook_endpoint_disabled: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_webhook_endpoint_disabled"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_webhook_endpoint_enabled: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_webhook_endpoint_enabled"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_eligibility_file_processed: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_eligibility_file_processed"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    event_webhook_endpoint_test: {
        parameters: {
            query?: never;
            header: {
                /** @description This delivery's id (`msg_…`), the same on each of its retries; signed with the body. Process each event once by the body's `id` (`evt_…`), which a replay or the catch-up API repeats too (/docs/guides/webhooks#dedupe). */
                "webhook-id": string;
                /** @description Unix seconds of this attempt; reject ones more than 5 minutes off. */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of {webhook-id}.{webhook-timestamp}.{body}>` keyed with the base64 after `whsec_`; space-separated during a secret rotation. */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["Event_webhook_endpoint_test"];
            };
        };
        responses: {
            /** @description Any 2xx within 10 seconds acknowledges the event; anything else is retried (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}

"""Queues one receipt and waits for its result, with httpx: the Python counterpart of the TypeScript
client's createReceiptAuditClient + waitForJob (docs/clients.md).

    RECEIPT_AUDIT_API_KEY=rk_live_... python extract_receipt.py https://files.example.com/r-1001.pdf
"""

import json
import os
import sys
import time

import httpx


def wait_for_job(api: httpx.Client, job_id: str, timeout_s: float = 600) -> dict:
    """Polls GET /v1/jobs/{jobId} with capped exponential backoff until the job is final."""
    delay, deadline = 0.25, time.monotonic() + timeout_s
    while True:
        response = api.get(f"/v1/jobs/{job_id}")
        if response.status_code in (429, 503):
            # Rate-limited or a dependency down: wait what the API asks, then read again, within the deadline.
            wait = float(response.headers.get("retry-after", "1"))
            if time.monotonic() + wait > deadline:
                raise TimeoutError(f"job {job_id}: the API still answers {response.status_code}")
            time.sleep(wait)
            continue
        response.raise_for_status()
        job = response.json()
        if job["status"] in ("completed", "failed"):
            return job
        if time.monotonic() + delay > deadline:
            raise TimeoutError(f"job {job_id} is still {job['status']}")
        time.sleep(delay)
        delay = min(delay * 2, 5.0)


def main() -> int:
    base_url = os.environ.get("RECEIPT_AUDIT_API_URL", "http://127.0.0.1:3000")
    headers = {"Authorization": f"Bearer {os.environ['RECEIPT_AUDIT_API_KEY']}"}
    with httpx.Client(base_url=base_url, headers=headers, timeout=30) as api:
        response = api.post(
            "/v1/receipts/extract",
            json={"fileUrl": sys.argv[1]},
            # Retrying this POST with the same key answers the same job instead of queueing another.
            headers={"Idempotency-Key": f"extract-{sys.argv[1]}"},
        )
        if response.status_code != 202:
            error = response.json()["error"]
            print(f"{error['code']}: {error['message']}", file=sys.stderr)
            return 1
        job = wait_for_job(api, response.json()["jobId"])
        print(json.dumps(job, indent=2))
        return 0 if job["status"] == "completed" else 1


if __name__ == "__main__":
    sys.exit(main())

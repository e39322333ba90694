"""Reads the receipt-audit event stream and prints every event as one JSON line.

Each message is Avro in the Confluent wire format: a zero byte, the 4-byte id of the writer's schema,
then the record. The deserializer fetches that schema from the registry by its id (and caches it), so
this reader decodes every event type, and every version of it, without knowing any schema itself.

    python read_events.py --topic prod.jobs --group analytics-nightly            # go on from the last commit
    python read_events.py --topic prod.jobs --group analytics-rebuild --from-beginning --idle-seconds 10
"""

import argparse
import json
import sys
import time

from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaException
from confluent_kafka.schema_registry import SchemaRegistryClient
from confluent_kafka.schema_registry.avro import AvroDeserializer
from confluent_kafka.serialization import MessageField, SerializationContext


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bootstrap", default="127.0.0.1:9092", help="Kafka brokers, comma-separated")
    parser.add_argument(
        "--registry",
        default="http://127.0.0.1:8081/apis/ccompat/v7",
        help="the schema registry's Confluent-compatible URL",
    )
    parser.add_argument("--topic", default="jobs", help="<KAFKA_TOPIC_PREFIX>jobs")
    parser.add_argument("--group", default="analytics", help="your own consumer group")
    parser.add_argument(
        "--from-beginning",
        action="store_true",
        help="replay: read from the first offset of every partition, whatever the group committed",
    )
    parser.add_argument(
        "--idle-seconds",
        type=float,
        default=0,
        help="stop after this long without a new event, counted from when the group assigns the partitions"
        " (0: keep reading)",
    )
    parser.add_argument(
        "--join-seconds",
        type=float,
        default=60,
        help="fail if the group has not assigned any partition after this long",
    )
    return parser.parse_args()


def leave(consumer, within_seconds=10.0):
    """Leaves the group, then closes: librdkafka's close can block for good when a rebalance is still
    being served, so the reader unsubscribes and polls until its partitions are given back first."""
    consumer.unsubscribe()
    deadline = time.monotonic() + within_seconds
    while consumer.assignment() and time.monotonic() < deadline:
        consumer.poll(0.1)
    consumer.close()


def main():
    args = parse_args()
    deserialize = AvroDeserializer(SchemaRegistryClient({"url": args.registry}))
    consumer = Consumer(
        {
            "bootstrap.servers": args.bootstrap,
            "group.id": args.group,
            # A new group starts at the first event; events are kept forever.
            "auto.offset.reset": "earliest",
            "enable.auto.commit": True,
            # Only what was printed is committed: an event fetched but not yet printed when the reader
            # stops is read again by the group's next run.
            "enable.auto.offset.store": False,
        }
    )

    started = time.monotonic()
    # The idle clock starts at each assignment, not at start-up: a group join (or a rebalance on a busy
    # broker) slower than --idle-seconds would otherwise end the replay before its events arrive.
    last_event = None

    def on_assign(consumer, partitions):
        nonlocal last_event
        if args.from_beginning:
            for partition in partitions:
                partition.offset = OFFSET_BEGINNING
        consumer.assign(partitions)
        last_event = time.monotonic()

    consumer.subscribe([args.topic], on_assign=on_assign)
    try:
        while True:
            message = consumer.poll(0.5)
            if message is None:
                now = time.monotonic()
                if last_event is None:
                    if now - started > args.join_seconds:
                        print(
                            f"no partition of {args.topic} assigned after {args.join_seconds:g} s; is the topic there?",
                            file=sys.stderr,
                        )
                        return 1
                elif args.idle_seconds and now - last_event > args.idle_seconds:
                    break
                continue
            if message.error():
                raise KafkaException(message.error())
            last_event = time.monotonic()
            event = deserialize(message.value(), SerializationContext(message.topic(), MessageField.VALUE))
            # One line per event: where it sits on the log, its key, and the decoded record.
            print(
                json.dumps(
                    {
                        "partition": message.partition(),
                        "offset": message.offset(),
                        "key": message.key().decode("utf-8") if message.key() else None,
                        "event": event,
                    }
                ),
                flush=True,
            )
            consumer.store_offsets(message=message)
    finally:
        leave(consumer)


if __name__ == "__main__":
    sys.exit(main())

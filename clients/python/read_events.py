"""Reads the receipt-audit event stream and prints every event as one JSON line.

Each message is Avro in the Confluent wire format: a zero byte, the 4-byte id of the writer's schema,
then the record. The deserializer fetches that schema from the registry by its id (and caches it), so
this reader decodes every event type, and every version of it, without knowing any schema itself.

    python read_events.py --topic prod.jobs --group analytics-nightly            # go on from the last commit
    python read_events.py --topic prod.jobs --group analytics-rebuild --from-beginning --until-end
"""

import argparse
import json
import os
import sys
import threading
import time
import traceback

from confluent_kafka import OFFSET_BEGINNING, Consumer, KafkaError, KafkaException
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
        "--until-end",
        action="store_true",
        help="stop once every assigned partition has been read to its end (the events written before the reader"
        " got there)",
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
    parser.add_argument(
        "--registry-timeout-seconds",
        type=float,
        default=30,
        help="fail if the registry does not answer a schema request within this long",
    )
    return parser.parse_args()


def leave(consumer, exit_status, within_seconds=10.0):
    """Commits what was printed, leaves the group, then closes.

    librdkafka's close can block for good when a rebalance is still being served, so the reader gives its
    partitions back first (unsubscribe, then poll until they are gone), and waits on close no longer than
    `within_seconds`: what was printed is committed before."""
    try:
        consumer.commit(asynchronous=False)
    except KafkaException as error:
        if error.args[0].code() != KafkaError._NO_OFFSET:  # _NO_OFFSET: nothing printed since the last commit
            print(f"could not commit what was printed: {error}", file=sys.stderr)
    consumer.unsubscribe()
    deadline = time.monotonic() + within_seconds
    while consumer.assignment() and time.monotonic() < deadline:
        consumer.poll(0.1)
    closing = threading.Thread(target=consumer.close, daemon=True)
    closing.start()
    closing.join(max(deadline - time.monotonic(), 1.0))
    if closing.is_alive():
        if sys.exc_info()[0] is not None:
            traceback.print_exc()
        print(f"the consumer did not close within {within_seconds:g} s; leaving without it", file=sys.stderr)
        sys.stdout.flush()
        os._exit(exit_status)  # a close stuck in librdkafka would keep the interpreter from exiting


def read(consumer, args, deserialize):
    """Prints the topic's events until --until-end or --idle-seconds says the replay is over; returns the
    exit status."""
    started = time.monotonic()
    # The idle clock starts at each assignment, not at start-up: a group join (or a rebalance on a busy
    # broker) slower than --idle-seconds would otherwise end the replay before its events arrive.
    last_event = None
    assigned = set()
    at_end = set()

    def on_assign(consumer, partitions):
        nonlocal last_event
        if args.from_beginning:
            for partition in partitions:
                partition.offset = OFFSET_BEGINNING
        consumer.assign(partitions)
        assigned.clear()
        assigned.update((partition.topic, partition.partition) for partition in partitions)
        at_end.clear()
        last_event = time.monotonic()

    consumer.subscribe([args.topic], on_assign=on_assign)
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
                return 0
            continue
        if message.error():
            if message.error().code() == KafkaError._PARTITION_EOF:
                # Reported once a partition's fetched events are all delivered, empty partitions included.
                at_end.add((message.topic(), message.partition()))
                if assigned and assigned <= at_end:
                    return 0
                continue
            raise KafkaException(message.error())
        at_end.discard((message.topic(), message.partition()))
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


def main():
    args = parse_args()
    # The registry client waits for ever by default: a registry that stops answering would hang the reader.
    registry = SchemaRegistryClient({"url": args.registry, "timeout": args.registry_timeout_seconds})
    deserialize = AvroDeserializer(registry)
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
            # The end of each partition is reported, so --until-end knows when the replay has caught up.
            "enable.partition.eof": args.until_end,
        }
    )
    try:
        status = read(consumer, args, deserialize)
    except KeyboardInterrupt:
        status = 130  # Ctrl-C: the usual way to stop a reader that follows the topic
    except BaseException:
        leave(consumer, exit_status=1)
        raise
    leave(consumer, exit_status=status)
    return status


if __name__ == "__main__":
    sys.exit(main())

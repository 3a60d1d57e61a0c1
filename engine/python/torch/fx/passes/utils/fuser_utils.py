"""torch.fx.passes.utils.fuser_utils: whether a set of nodes can become one node without making a cycle."""


def validate_partition(partition):
    """False when a path leaves the partition and comes back into it: fused, the partition would depend on itself."""
    partition_set = set(partition)
    outside_users = [user for node in partition for user in node.users if user not in partition_set]
    visited = set()
    while outside_users:
        node = outside_users.pop()
        if node in visited:
            continue
        visited.add(node)
        if node in partition_set:
            return False
        outside_users.extend(node.users)
    return True

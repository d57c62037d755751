#!/bin/bash
./bin/sql-client.sh -f job.sql
